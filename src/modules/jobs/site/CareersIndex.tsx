import type { PublicRecordOfModule } from '@/kit/define-module';
import { telHref } from '@/lib/phone-link';
import { JobFacts } from '@/modules/jobs/site/JobFacts';
import { applyHref } from '@/modules/jobs/site/jobs';
import { ArrowIcon } from '@/modules/products/site/cards';
import type { BusinessSettings } from '@/modules/settings/site/settings-values';
import { formatLongDate } from '@/site/pages/format';
import { PageHeader, Section } from '@/site/ui/primitives';
import type { jobsModule } from '../module';

type Job = PublicRecordOfModule<typeof jobsModule>;

const TITLE = 'Careers';

/** `/careers`: the open positions, newest first, and how to write when none fits. */
export function CareersIndex({ jobs, business }: { jobs: Job[]; business: BusinessSettings }) {
  return (
    <>
      <PageHeader
        title={TITLE}
        intro="We are a local team of licensed technicians, designers and monitoring operators protecting homes and businesses across Los Angeles. Come build it with us."
        crumbs={[{ name: 'Careers', path: '/careers' }]}
      />
      <Section tone="muted" labelledBy="openings-heading">
        <h2 id="openings-heading" className="font-display text-3xl font-bold tracking-tight text-brand-900">
          Open positions{' '}
          <span className="align-middle text-lg font-semibold text-slate-600">({jobs.length})</span>
        </h2>
        {jobs.length > 0 ? (
          <ul className="mt-8 space-y-4">
            {jobs.map((job) => {
              const posted = formatLongDate(job.postedAt);
              const closes = formatLongDate(job.closesOn);
              return (
                <li
                  key={job.id}
                  className="group relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg hover:ring-slate-300 motion-reduce:transition-none sm:p-8"
                >
                  <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
                    <div>
                      <h3 className="font-display text-xl font-semibold text-brand-900 sm:text-2xl">
                        <a
                          href={`/careers/${job.slug}`}
                          className="focus-visible:outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
                        >
                          {job.title}
                        </a>
                      </h3>
                      <JobFacts job={job} className="mt-3" />
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 md:flex-col md:items-end">
                      {(posted || closes) && (
                        <div className="text-sm text-slate-600 md:text-right">
                          {posted && (
                            <p className="whitespace-nowrap">
                              Posted <time dateTime={job.postedAt ?? undefined}>{posted}</time>
                            </p>
                          )}
                          {closes && (
                            <p className="whitespace-nowrap">
                              Apply by <time dateTime={job.closesOn ?? undefined}>{closes}</time>
                            </p>
                          )}
                        </div>
                      )}
                      <span className="flex shrink-0 items-center gap-1.5 whitespace-nowrap font-semibold text-brand-700 group-hover:text-brand-900">
                        View the job <ArrowIcon />
                      </span>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-8 rounded-2xl bg-white p-8 text-lg text-slate-600 ring-1 ring-slate-200">
            We have no openings right now, but we are always glad to hear from good technicians.
          </p>
        )}
        {(business.email || business.phone) && (
          <div className="mt-12 rounded-2xl bg-brand-900 p-8 text-white sm:p-10">
            <h2 className="font-display text-2xl font-bold tracking-tight">Don&apos;t see your role?</h2>
            <p className="mt-3 max-w-2xl text-lg text-brand-100">
              Good technicians, installers and operators are always welcome to write. Send your résumé and a
              few lines about the work you do best.
            </p>
            <div className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-lg">
              {business.email && (
                <a
                  href={applyHref(business.email, 'Open application')}
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
