import { notFound } from 'next/navigation';
import { areaPageOf } from '@/features/areas/public-site';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { portfoliosModule } from '@/modules/portfolios/module';
import { BeforeAfter } from '@/modules/portfolios/site/BeforeAfter';
import { portfolioFilterHref } from '@/modules/portfolios/site/categories';
import { PORTFOLIO_WORDS } from '@/modules/portfolios/site/words';
import { ProductGallery } from '@/modules/products/site/ProductGallery';
import { mediaByIds, recordBySlug } from '@/site/content';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { siteLocale } from '@/site/locale';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { formatLongDate, formatMonth, isoDay } from '@/site/pages/format';
import { PROSE } from '@/site/pages/prose';
import { RichText } from '@/site/RichText';
import type { PageSeo } from '@/site/seo/metadata';
import { textOf } from '@/site/seo/metadata';
import { PreviewRibbon } from '@/site/ui/PreviewRibbon';
import { ButtonLink, PageHeader, Section } from '@/site/ui/primitives';

const load = ({ params, searchParams }: ModulePageProps) =>
  recordBySlug(portfoliosModule, params.slug, searchParams.preview);

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record, preview } = found;
  const [media, locale] = await Promise.all([mediaByIds(record.imageIds.slice(0, 1)), siteLocale()]);
  return {
    title: record.title,
    description:
      textOf(record.description) || PORTFOLIO_WORDS[locale].projectDescription(record.title, record.location),
    path: `/portfolio/${record.slug}`,
    image: media.get(record.imageIds[0]),
    noindex: preview,
  };
}

/** `/portfolio/{slug}`: a completed installation with its photos, place, date and description. */
async function ProjectPage(props: ModulePageProps) {
  const found = await load(props);
  if (!found) notFound();
  const { record: project, preview } = found;
  const { locale } = await pageLanguage();
  const words = PORTFOLIO_WORDS[locale];
  const [media, area] = await Promise.all([
    mediaByIds([...project.imageIds, project.beforeImageId, project.afterImageId]),
    areaPageOf(project.city),
  ]);
  const images = project.imageIds.flatMap((id) => media.get(id) ?? []);
  const completed = formatLongDate(project.completedAt, locale);
  const facts = [
    project.category && { label: words.property, value: words.categoryLabels[project.category] },
    project.location && { label: words.location, value: project.location },
    completed && {
      label: words.completed,
      value: <time dateTime={isoDay(project.completedAt) ?? undefined}>{completed}</time>,
    },
  ].filter((fact) => !!fact);

  return (
    <>
      <PreviewRibbon show={preview} />
      <PageHeader
        title={project.title}
        titleLang={fallbackLang(project, 'title', locale)}
        intro={
          project.location
            ? words.projectIntro(
                project.category,
                project.location,
                project.completedAt ? formatMonth(project.completedAt, locale) : null,
              )
            : undefined
        }
        crumbs={[
          { name: words.crumb, path: '/portfolio' },
          { name: project.title, path: `/portfolio/${project.slug}` },
        ]}
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
          <ProductGallery images={images} name={project.title} />
          <div>
            {facts.length > 0 && (
              <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-2xl bg-slate-200 ring-1 ring-slate-200 sm:grid-cols-3 lg:grid-cols-1">
                {facts.map((fact) => (
                  <div key={fact.label} className="bg-slate-50 px-6 py-5">
                    <dt className="text-sm font-semibold uppercase tracking-widest text-brand-600">
                      {fact.label}
                    </dt>
                    <dd className="mt-1 text-lg font-semibold text-brand-900">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {project.description && (
              <div className="mt-10">
                <h2 className="font-display text-2xl font-bold tracking-tight text-brand-900">
                  {words.theProject}
                </h2>
                <RichText
                  html={project.description}
                  lang={fallbackLang(project, 'description', locale)}
                  className={`mt-4 ${PROSE}`}
                />
              </div>
            )}
            <div className="mt-10 flex flex-wrap gap-3">
              {area && (
                <ButtonLink href={area.path} variant="secondary">
                  {words.workInArea(area.name)}
                </ButtonLink>
              )}
              {project.category && (
                <ButtonLink href={portfolioFilterHref(project.category)} variant="secondary">
                  {words.moreOfCategory(project.category)}
                </ButtonLink>
              )}
            </div>
          </div>
        </div>
        <BeforeAfter
          before={project.beforeImageId === null ? undefined : media.get(project.beforeImageId)}
          after={project.afterImageId === null ? undefined : media.get(project.afterImageId)}
        />
      </Section>
      <QuoteCallToAction title={words.projectCtaTitle} />
    </>
  );
}

export default { module: portfoliosModule, metadata, Page: ProjectPage } satisfies ModulePublicPage;
