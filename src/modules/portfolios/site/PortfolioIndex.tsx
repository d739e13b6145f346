import { QuoteCallToAction } from '@/features/inquiries/public-site';
import type { PublicRecordOfModule } from '@/kit/define-module';
import type { MediaItem } from '@/lib/media-items';
import type { portfoliosModule } from '@/modules/portfolios/module';
import { type offeredFilters, portfolioFilterHref } from '@/modules/portfolios/site/categories';
import { ProjectCard } from '@/modules/portfolios/site/ProjectCard';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { CardGrid } from '@/site/ui/CardGrid';
import { PageHeader, Section } from '@/site/ui/primitives';
import { SiteLink } from '@/site/ui/SiteLink';
import type { PortfolioCategory } from './categories';
import { PORTFOLIO_WORDS } from './words';

type Portfolio = PublicRecordOfModule<typeof portfoliosModule>;

/** `/portfolio`: completed installations, filtered by category through plain links. */
export async function PortfolioIndex({
  category,
  projects,
  filters,
  media,
}: {
  /** The category filtered on, if any. */
  category: PortfolioCategory | null;
  /** The projects shown (of that category). */
  projects: Portfolio[];
  filters: ReturnType<typeof offeredFilters>;
  media: Map<number, MediaItem>;
}) {
  const { locale } = await pageLanguage();
  const words = PORTFOLIO_WORDS[locale];
  return (
    <>
      <PageHeader
        title={words.title}
        intro={words.intro}
        crumbs={[{ name: words.crumb, path: '/portfolio' }]}
      />
      <Section tone="muted">
        {filters.length > 0 && (
          <nav aria-label={words.categoriesLabel} className="mb-6">
            <ul className="flex flex-wrap gap-2">
              {filters.map(({ category: value, count }) => {
                const current = value === category;
                return (
                  <li key={value ?? 'all'}>
                    <SiteLink
                      href={portfolioFilterHref(value)}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-flex min-h-11 items-center rounded-full px-5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none ${
                        current
                          ? 'bg-brand-900 text-white'
                          : 'bg-white text-brand-900 ring-1 ring-slate-300 hover:bg-brand-50 hover:ring-brand-300'
                      }`}
                    >
                      {value ? words.categoryLabels[value] : words.allProjects}
                      <span
                        aria-hidden="true"
                        className={`ml-1.5 text-sm ${current ? 'text-brand-100' : 'text-slate-600'}`}
                      >
                        {count}
                      </span>
                      <span className="sr-only">{words.projectCount(count)}</span>
                    </SiteLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {projects.length > 0 ? (
          <CardGrid columns={2}>
            {projects.map((project, index) => (
              <li key={project.id}>
                <ProjectCard
                  priority={index === 0}
                  project={{
                    slug: project.slug,
                    title: project.title,
                    location: project.location,
                    category: project.category,
                    completedAt: project.completedAt,
                    image: media.get(project.imageIds[0]) ?? null,
                    titleLang: fallbackLang(project, 'title', locale),
                  }}
                />
              </li>
            ))}
          </CardGrid>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-lg text-slate-600 ring-1 ring-slate-200">
            {category ? words.noneOfCategory(category) : words.none}{' '}
            <SiteLink href="/portfolio" className="font-semibold text-brand-700 underline underline-offset-4">
              {words.seeAll}
            </SiteLink>
          </p>
        )}
      </Section>
      <QuoteCallToAction title={words.indexCtaTitle} />
    </>
  );
}
