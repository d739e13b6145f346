import { PinIcon } from '@/modules/portfolios/site/ProjectCard';
import { pageLanguage } from '@/site/i18n/page-language';
import type { EmploymentType } from './jobs';
import { JOB_WORDS } from './words';

/** Where, what kind of employment and what it pays, as small labelled chips. */
export async function JobFacts({
  job,
  className = '',
  tone = 'light',
  salaryLang,
}: {
  job: { location: string; employmentType: EmploymentType; salaryRange: string | null };
  className?: string;
  tone?: 'light' | 'dark';
  /** `en` when the pay is the English standing in for a missing translation. */
  salaryLang?: 'en';
}) {
  const words = JOB_WORDS[(await pageLanguage()).locale];
  const chip =
    tone === 'dark'
      ? 'inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/20'
      : 'inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800';
  const icon = tone === 'dark' ? 'h-4 w-4 shrink-0 text-accent-300' : 'h-4 w-4 shrink-0 text-brand-600';
  return (
    <ul aria-label={words.detailsLabel} className={`flex flex-wrap gap-2 ${className}`}>
      <li className={chip}>
        <PinIcon className={icon} />
        <span className="sr-only">{words.locationLabel}</span>
        {job.location}
      </li>
      <li className={chip}>
        <span className="sr-only">{words.employmentLabel}</span>
        {words.employment[job.employmentType]}
      </li>
      {job.salaryRange && (
        <li className={chip}>
          <span className="sr-only">{words.payLabel}</span>
          {salaryLang ? <span lang={salaryLang}>{job.salaryRange}</span> : job.salaryRange}
        </li>
      )}
    </ul>
  );
}
