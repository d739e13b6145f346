import { PinIcon } from '@/modules/portfolios/site/ProjectCard';
import { EMPLOYMENT_LABELS, type EmploymentType } from './jobs';

/** Where, what kind of employment and what it pays, as small labelled chips. */
export function JobFacts({
  job,
  className = '',
  tone = 'light',
}: {
  job: { location: string; employmentType: EmploymentType; salaryRange: string | null };
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const chip =
    tone === 'dark'
      ? 'inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/20'
      : 'inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800';
  const icon = tone === 'dark' ? 'h-4 w-4 shrink-0 text-accent-300' : 'h-4 w-4 shrink-0 text-brand-600';
  return (
    <ul aria-label="Job details" className={`flex flex-wrap gap-2 ${className}`}>
      <li className={chip}>
        <PinIcon className={icon} />
        <span className="sr-only">Location: </span>
        {job.location}
      </li>
      <li className={chip}>
        <span className="sr-only">Employment type: </span>
        {EMPLOYMENT_LABELS[job.employmentType]}
      </li>
      {job.salaryRange && (
        <li className={chip}>
          <span className="sr-only">Pay: </span>
          {job.salaryRange}
        </li>
      )}
    </ul>
  );
}
