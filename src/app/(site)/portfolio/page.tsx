import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { portfoliosModule } from '@/modules/portfolios/module';
import { CATEGORY_LABELS, categoryFilter, offeredFilters } from '@/modules/portfolios/site/categories';
import { PORTFOLIO_TITLE, PortfolioIndex } from '@/modules/portfolios/site/PortfolioIndex';
import { mediaByIds, visibleRecords } from '@/site/content';

interface Props {
  searchParams: Promise<{ category?: string | string[] }>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const category = categoryFilter((await searchParams).category);
  return pageMetadata({
    title: category
      ? `${CATEGORY_LABELS[category]} Security Installations`
      : `${PORTFOLIO_TITLE}: Security Installations`,
    description:
      'Security camera, access control and intercom installations we completed for homes, businesses, warehouses and apartment buildings across Los Angeles.',
    // A filtered list is a view of the one portfolio page.
    path: '/portfolio',
  });
}

/** `/portfolio`: completed installations, filtered by category through plain links. */
export default async function PortfolioPage({ searchParams }: Props) {
  const category = categoryFilter((await searchParams).category);
  const allProjects = await visibleRecords(portfoliosModule);
  const projects = category ? allProjects.filter((project) => project.category === category) : allProjects;
  const media = await mediaByIds(projects.map((project) => project.imageIds[0]));
  return (
    <PortfolioIndex
      category={category}
      projects={projects}
      filters={offeredFilters(allProjects)}
      media={media}
    />
  );
}
