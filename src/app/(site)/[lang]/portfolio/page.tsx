import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { portfoliosModule } from '@/modules/portfolios/module';
import { categoryFilter, offeredFilters } from '@/modules/portfolios/site/categories';
import { PortfolioIndex } from '@/modules/portfolios/site/PortfolioIndex';
import { PORTFOLIO_WORDS } from '@/modules/portfolios/site/words';
import { mediaByIds, visibleRecords } from '@/site/content';
import { siteLocale } from '@/site/locale';

interface Props {
  searchParams: Promise<{ category?: string | string[] }>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const category = categoryFilter((await searchParams).category);
  const words = PORTFOLIO_WORDS[await siteLocale()];
  return pageMetadata({
    title: category ? words.categoryMetaTitle(category) : words.metaTitle,
    description: words.metaDescription,
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
