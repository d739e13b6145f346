import { notFound } from 'next/navigation';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { telHref } from '@/lib/phone-link';
import { jobsModule } from '@/modules/jobs/module';
import { JobFacts } from '@/modules/jobs/site/JobFacts';
import { applyHref, jobPostingJsonLd } from '@/modules/jobs/site/jobs';
import { isOpenNow } from '@/modules/jobs/site/open-jobs';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { recordBySlug } from '@/site/content';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { formatLongDate } from '@/site/pages/format';
import { PROSE } from '@/site/pages/prose';
import { RichText } from '@/site/RichText';
import { JsonLd } from '@/site/seo/JsonLd';
import type { PageSeo } from '@/site/seo/metadata';
import { textOf } from '@/site/seo/metadata';
import { businessAddress, businessAsOrganization } from '@/site/seo/structured-data';
import { absoluteUrl } from '@/site/site-url';
import { PreviewRibbon } from '@/site/ui/PreviewRibbon';
import { ButtonLink, PageHeader, Section } from '@/site/ui/primitives';

const load = ({ params, searchParams }: ModulePageProps) =>
  recordBySlug(jobsModule, params.slug, searchParams.preview);

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record: job, preview } = found;
  return {
    title: `${job.title} (${job.location})`,
    description: textOf(job.description) || `${job.title} job in ${job.location}.`,
    path: `/careers/${job.slug}`,
    // A closed job stays readable for those who follow an old link, but is no search result.
    noindex: preview || !isOpenNow(job),
  };
}

/** `/careers/{slug}`: a job with its description, requirements and how to apply. */
async function JobPage(props: ModulePageProps) {
  const found = await load(props);
  if (!found) notFound();
  const { record: job, preview } = found;
  const { site } = props;
  const business = await siteSettings();
  const path = `/careers/${job.slug}`;
  const posted = formatLongDate(job.postedAt);
  const closes = formatLongDate(job.closesOn);
  const open = isOpenNow(job);

  return (
    <>
      {open && (
        <JsonLd
          data={jobPostingJsonLd({
            id: job.id,
            title: job.title,
            url: absoluteUrl(path),
            descriptionHtml: `${job.description}${job.requirements ? `<h2>Requirements</h2>${job.requirements}` : ''}`,
            postedAt: job.postedAt,
            closesOn: job.closesOn,
            employmentType: job.employmentType,
            location: job.location,
            salaryRange: job.salaryRange,
            office: businessAddress(business),
            hiringOrganization: businessAsOrganization(site),
          })}
        />
      )}
      <PreviewRibbon show={preview} />
      <PageHeader
        title={job.title}
        crumbs={[
          { name: 'Careers', path: '/careers' },
          { name: job.title, path },
        ]}
      >
        <JobFacts job={job} tone="dark" className="mt-6" />
        {!open && (
          <p className="mt-6 text-lg font-semibold text-accent-300">
            Applications closed{closes ? ` on ${closes}` : ''}.{' '}
            <a href="/careers" className="text-white underline underline-offset-4 hover:text-accent-300">
              See open positions
            </a>
          </p>
        )}
        {open && business.email && (
          <div className="mt-8 lg:hidden">
            <ButtonLink href={applyHref(business.email, job.title)}>Apply by e-mail</ButtonLink>
          </div>
        )}
      </PageHeader>
      <Section>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <div>
            <h2 className="font-display text-2xl font-bold tracking-tight text-brand-900">About the role</h2>
            <RichText html={job.description} className={`mt-4 ${PROSE}`} />
            {job.requirements && (
              <>
                <h2 className="mt-12 font-display text-2xl font-bold tracking-tight text-brand-900">
                  What you bring
                </h2>
                <RichText html={job.requirements} className={`mt-4 ${PROSE}`} />
              </>
            )}
          </div>
          {open ? (
            <aside aria-labelledby="apply-heading" className="lg:sticky lg:top-8 lg:self-start">
              <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
                <h2
                  id="apply-heading"
                  className="font-display text-2xl font-bold tracking-tight text-brand-900"
                >
                  Apply for this job
                </h2>
                <dl className="mt-5 space-y-3 text-slate-700">
                  <div>
                    <dt className="text-sm font-semibold text-slate-600">Location</dt>
                    <dd className="font-medium text-slate-900">{job.location}</dd>
                  </div>
                  {job.salaryRange && (
                    <div>
                      <dt className="text-sm font-semibold text-slate-600">Pay</dt>
                      <dd className="font-medium text-slate-900">{job.salaryRange}</dd>
                    </div>
                  )}
                  {posted && (
                    <div>
                      <dt className="text-sm font-semibold text-slate-600">Posted</dt>
                      <dd className="font-medium text-slate-900">
                        <time dateTime={job.postedAt ?? undefined}>{posted}</time>
                      </dd>
                    </div>
                  )}
                  {closes && (
                    <div>
                      <dt className="text-sm font-semibold text-slate-600">Apply by</dt>
                      <dd className="font-medium text-slate-900">
                        <time dateTime={job.closesOn ?? undefined}>{closes}</time>
                      </dd>
                    </div>
                  )}
                </dl>
                <p className="mt-5 text-slate-700">
                  Send your résumé and a few lines about your experience; the job title is already in the
                  subject.
                </p>
                <div className="mt-6 flex flex-col gap-3">
                  {business.email && (
                    <ButtonLink href={applyHref(business.email, job.title)}>Apply by e-mail</ButtonLink>
                  )}
                  {business.phone && (
                    <ButtonLink href={telHref(business.phone)} variant="secondary">
                      Call {business.phone}
                    </ButtonLink>
                  )}
                </div>
                {business.email && (
                  <p className="mt-4 break-words text-sm text-slate-600">
                    Or write to{' '}
                    <a
                      href={applyHref(business.email, job.title)}
                      className="font-medium text-brand-700 underline underline-offset-4"
                    >
                      {business.email}
                    </a>
                  </p>
                )}
              </div>
            </aside>
          ) : (
            <aside aria-labelledby="closed-heading" className="lg:sticky lg:top-8 lg:self-start">
              <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
                <h2
                  id="closed-heading"
                  className="font-display text-2xl font-bold tracking-tight text-brand-900"
                >
                  This position has closed
                </h2>
                <p className="mt-4 text-slate-700">
                  We stopped taking applications for this job
                  {closes && (
                    <>
                      {' '}
                      on <time dateTime={job.closesOn ?? undefined}>{closes}</time>
                    </>
                  )}
                  . Thank you for your interest.
                </p>
                <div className="mt-6 flex flex-col gap-3">
                  <ButtonLink href="/careers">See open positions</ButtonLink>
                </div>
              </div>
            </aside>
          )}
        </div>
      </Section>
      <QuoteCallToAction title="Looking for an installation rather than a job?" />
    </>
  );
}

export default { module: jobsModule, metadata, Page: JobPage } satisfies ModulePublicPage;
