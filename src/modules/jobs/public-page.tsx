import { notFound } from 'next/navigation';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { telHref } from '@/lib/phone-link';
import { jobsModule } from '@/modules/jobs/module';
import { JobFacts } from '@/modules/jobs/site/JobFacts';
import { applyHref, jobPostingJsonLd } from '@/modules/jobs/site/jobs';
import { isOpenNow } from '@/modules/jobs/site/open-jobs';
import { JOB_WORDS } from '@/modules/jobs/site/words';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { recordBySlug } from '@/site/content';
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { siteLocale } from '@/site/locale';
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
import { SiteLink } from '@/site/ui/SiteLink';

const load = ({ params, searchParams }: ModulePageProps) =>
  recordBySlug(jobsModule, params.slug, searchParams.preview);

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record: job, preview } = found;
  const words = JOB_WORDS[await siteLocale()];
  return {
    title: words.jobMetaTitle(job.title, job.location),
    description: textOf(job.description) || words.jobMetaDescription(job.title, job.location),
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
  const [business, { locale, href }] = await Promise.all([siteSettings(), pageLanguage()]);
  const words = JOB_WORDS[locale];
  const path = `/careers/${job.slug}`;
  const posted = formatLongDate(job.postedAt, locale);
  const closes = formatLongDate(job.closesOn, locale);
  const open = isOpenNow(job);
  const salaryLang = fallbackLang(job, 'salaryRange', locale);
  const applyAddress = business.email && applyHref(business.email, job.title, words.applicationSubject);

  return (
    <>
      {open && (
        <JsonLd
          data={jobPostingJsonLd({
            id: job.id,
            title: job.title,
            url: absoluteUrl(href(path)),
            descriptionHtml: `${job.description}${job.requirements ? `<h2>${words.requirements}</h2>${job.requirements}` : ''}`,
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
        titleLang={fallbackLang(job, 'title', locale)}
        crumbs={[
          { name: words.crumb, path: '/careers' },
          { name: job.title, path },
        ]}
      >
        <JobFacts job={job} salaryLang={salaryLang} tone="dark" className="mt-6" />
        {!open && (
          <p className="mt-6 text-lg font-semibold text-accent-300">
            {words.closedNotice(closes)}{' '}
            <SiteLink
              href="/careers"
              className="text-white underline underline-offset-4 hover:text-accent-300"
            >
              {words.seeOpenPositions}
            </SiteLink>
          </p>
        )}
        {open && applyAddress && (
          <div className="mt-8 lg:hidden">
            <ButtonLink href={applyAddress}>{words.applyByEmail}</ButtonLink>
          </div>
        )}
      </PageHeader>
      <Section>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <div>
            <h2 className="font-display text-2xl font-bold tracking-tight text-brand-900">
              {words.aboutRole}
            </h2>
            <RichText
              html={job.description}
              lang={fallbackLang(job, 'description', locale)}
              className={`mt-4 ${PROSE}`}
            />
            {job.requirements && (
              <>
                <h2 className="mt-12 font-display text-2xl font-bold tracking-tight text-brand-900">
                  {words.whatYouBring}
                </h2>
                <RichText
                  html={job.requirements}
                  lang={fallbackLang(job, 'requirements', locale)}
                  className={`mt-4 ${PROSE}`}
                />
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
                  {words.applyHeading}
                </h2>
                <dl className="mt-5 space-y-3 text-slate-700">
                  <div>
                    <dt className="text-sm font-semibold text-slate-600">{words.location}</dt>
                    <dd className="font-medium text-slate-900">{job.location}</dd>
                  </div>
                  {job.salaryRange && (
                    <div>
                      <dt className="text-sm font-semibold text-slate-600">{words.pay}</dt>
                      <dd lang={salaryLang} className="font-medium text-slate-900">
                        {job.salaryRange}
                      </dd>
                    </div>
                  )}
                  {posted && (
                    <div>
                      <dt className="text-sm font-semibold text-slate-600">{words.posted}</dt>
                      <dd className="font-medium text-slate-900">
                        <time dateTime={job.postedAt ?? undefined}>{posted}</time>
                      </dd>
                    </div>
                  )}
                  {closes && (
                    <div>
                      <dt className="text-sm font-semibold text-slate-600">{words.applyBy}</dt>
                      <dd className="font-medium text-slate-900">
                        <time dateTime={job.closesOn ?? undefined}>{closes}</time>
                      </dd>
                    </div>
                  )}
                </dl>
                <p className="mt-5 text-slate-700">{words.applyText}</p>
                <div className="mt-6 flex flex-col gap-3">
                  {applyAddress && <ButtonLink href={applyAddress}>{words.applyByEmail}</ButtonLink>}
                  {business.phone && (
                    <ButtonLink href={telHref(business.phone)} variant="secondary">
                      {COMMON_WORDS[locale].callNumber(business.phone)}
                    </ButtonLink>
                  )}
                </div>
                {business.email && applyAddress && (
                  <p className="mt-4 break-words text-sm text-slate-600">
                    {words.orWriteTo}{' '}
                    <a
                      href={applyAddress}
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
                  {words.closedHeading}
                </h2>
                <p className="mt-4 text-slate-700">
                  {words.closedText}
                  {closes && (
                    <>
                      {' '}
                      {words.closedOn} <time dateTime={job.closesOn ?? undefined}>{closes}</time>
                    </>
                  )}
                  {words.closedThanks}
                </p>
                <div className="mt-6 flex flex-col gap-3">
                  <ButtonLink href="/careers">{words.seeOpenPositions}</ButtonLink>
                </div>
              </div>
            </aside>
          )}
        </div>
      </Section>
      <QuoteCallToAction title={words.ctaTitle} />
    </>
  );
}

export default { module: jobsModule, metadata, Page: JobPage } satisfies ModulePublicPage;
