import type { PublicRecordOfModule } from '@/kit/define-module';
import { telHref } from '@/lib/phone-link';
import { JobFacts } from '@/modules/jobs/site/JobFacts';
import { applyHref } from '@/modules/jobs/site/jobs';
import { ArrowIcon } from '@/modules/products/site/cards';
import type { BusinessSettings } from '@/modules/settings/site/settings-values';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { formatLongDate } from '@/site/pages/format';
import { PageHeader, Section } from '@/site/ui/primitives';
import { SiteLink } from '@/site/ui/SiteLink';
import type { jobsModule } from '../module';
import { JOB_WORDS } from './words';

type Job = PublicRecordOfModule<typeof jobsModule>;

/** `/careers`: the open positions, newest first, and how to write when none fits. */
export async function CareersIndex({ jobs, business }: { jobs: Job[]; business: BusinessSettings }) {
  const { locale } = await pageLanguage();
  const words = JOB_WORDS[locale];
  return (
    <>
      <PageHeader
        title={words.title}
        intro={words.intro}
        crumbs={[{ name: words.crumb, path: '/careers' }]}
      />
      <Section tone="muted" labelledBy="openings-heading">
        <h2 id="openings-heading" className="font-display text-3xl font-bold tracking-tight text-brand-900">
          {words.openPositions}{' '}
          <span className="align-middle text-lg font-semibold text-slate-600">({jobs.length})</span>
        </h2>
        {jobs.length > 0 ? (
          <ul className="mt-8 space-y-4">
            {jobs.map((job) => {
              const posted = formatLongDate(job.postedAt, locale);
              const closes = formatLongDate(job.closesOn, locale);
              return (
                <li
                  key={job.id}
                  className="group relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg hover:ring-slate-300 motion-reduce:transition-none sm:p-8"
                >
                  <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
                    <div>
                      <h3 className="font-display text-xl font-semibold text-brand-900 sm:text-2xl">
                        <SiteLink
                          href={`/careers/${job.slug}`}
                          lang={fallbackLang(job, 'title', locale)}
                          className="focus-visible:outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
                        >
                          {job.title}
                        </SiteLink>
                      </h3>
                      <JobFacts
                        job={job}
                        salaryLang={fallbackLang(job, 'salaryRange', locale)}
                        className="mt-3"
                      />
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 md:flex-col md:items-end">
                      {(posted || closes) && (
                        <div className="text-sm text-slate-600 md:text-right">
                          {posted && (
                            <p className="whitespace-nowrap">
                              {words.postedOn} <time dateTime={job.postedAt ?? undefined}>{posted}</time>
                            </p>
                          )}
                          {closes && (
                            <p className="whitespace-nowrap">
                              {words.applyByOn} <time dateTime={job.closesOn ?? undefined}>{closes}</time>
                            </p>
                          )}
                        </div>
                      )}
                      <span className="flex shrink-0 items-center gap-1.5 whitespace-nowrap font-semibold text-brand-700 group-hover:text-brand-900">
                        {words.viewJob} <ArrowIcon />
                      </span>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-8 rounded-2xl bg-white p-8 text-lg text-slate-600 ring-1 ring-slate-200">
            {words.noOpenings}
          </p>
        )}
        {(business.email || business.phone) && (
          <div className="mt-12 rounded-2xl bg-brand-900 p-8 text-white sm:p-10">
            <h2 className="font-display text-2xl font-bold tracking-tight">{words.otherRoleTitle}</h2>
            <p className="mt-3 max-w-2xl text-lg text-brand-100">{words.otherRoleText}</p>
            <div className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-lg">
              {business.email && (
                <a
                  href={applyHref(business.email, words.openApplication, words.applicationSubject)}
                  className="inline-flex min-h-11 items-center font-semibold text-accent-300 underline underline-offset-4 hover:text-accent-400"
                >
                  {business.email}
                </a>
              )}
              {business.phone && (
                <a
                  href={telHref(business.phone)}
                  className="inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline"
                >
                  {business.phone}
                </a>
              )}
            </div>
          </div>
        )}
      </Section>
    </>
  );
}
