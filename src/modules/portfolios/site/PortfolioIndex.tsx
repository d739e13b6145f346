import { QuoteCallToAction } from '@/features/inquiries/public-site';
import type { PublicRecordOfModule } from '@/kit/define-module';
import type { MediaItem } from '@/lib/media-items';
import type { portfoliosModule } from '@/modules/portfolios/module';
import {
  CATEGORY_LABELS,
  type offeredFilters,
  portfolioFilterHref,
} from '@/modules/portfolios/site/categories';
import { ProjectCard } from '@/modules/portfolios/site/ProjectCard';
import { CardGrid } from '@/site/ui/CardGrid';
import { PageHeader, Section } from '@/site/ui/primitives';
import type { PortfolioCategory } from './categories';

type Portfolio = PublicRecordOfModule<typeof portfoliosModule>;

/** The portfolio's heading, and the start of its title in search results. */
export const PORTFOLIO_TITLE = 'Our Work';

/** `/portfolio`: completed installations, filtered by category through plain links. */
export function PortfolioIndex({
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
  return (
    <>
      <PageHeader
        title={PORTFOLIO_TITLE}
        intro="Camera systems, access control and intercoms we designed and installed for homes, businesses, warehouses and apartment communities across Los Angeles."
        crumbs={[{ name: 'Our work', path: '/portfolio' }]}
      />
      <Section tone="muted">
        {filters.length > 0 && (
          <nav aria-label="Project categories" className="mb-6">
            <ul className="flex flex-wrap gap-2">
              {filters.map(({ category: value, count }) => {
                const current = value === category;
                return (
                  <li key={value ?? 'all'}>
                    <a
                      href={portfolioFilterHref(value)}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-flex min-h-11 items-center rounded-full px-5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none ${
                        current
                          ? 'bg-brand-900 text-white'
                          : 'bg-white text-brand-900 ring-1 ring-slate-300 hover:bg-brand-50 hover:ring-brand-300'
                      }`}
                    >
                      {value ? CATEGORY_LABELS[value] : 'All projects'}
                      <span
                        aria-hidden="true"
                        className={`ml-1.5 text-sm ${current ? 'text-brand-100' : 'text-slate-600'}`}
                      >
                        {count}
                      </span>
                      <span className="sr-only">{` (${count} ${count === 1 ? 'project' : 'projects'})`}</span>
                    </a>
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
                  }}
                />
              </li>
            ))}
          </CardGrid>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-lg text-slate-600 ring-1 ring-slate-200">
            {category
              ? `No ${CATEGORY_LABELS[category].toLowerCase()} projects to show yet.`
              : 'No projects to show here yet.'}{' '}
            <a href="/portfolio" className="font-semibold text-brand-700 underline underline-offset-4">
              See all projects
            </a>
          </p>
        )}
      </Section>
      <QuoteCallToAction title="Want results like these at your property?" />
    </>
  );
}
