import { portfoliosModule } from '@/modules/portfolios/module';

/** The categories a project can have, as the module declares them. */
export const PORTFOLIO_CATEGORIES = portfoliosModule.fields.category.options;

export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** The category filter of `/portfolio?category=…`: a known category, else none (all projects). */
export function categoryFilter(value: string | string[] | undefined): PortfolioCategory | null {
  return typeof value === 'string' && (PORTFOLIO_CATEGORIES as readonly string[]).includes(value)
    ? (value as PortfolioCategory)
    : null;
}

export const portfolioFilterHref = (category: PortfolioCategory | null) =>
  category ? `/portfolio?category=${category}` : '/portfolio';

/**
 * The filters worth offering: "All projects" and each category that has a published project, with
 * its count. A filter that would lead to "0 projects" is not offered, and with projects of a single
 * category there is nothing to choose between (no filters at all).
 */
export function offeredFilters(
  projects: readonly { category: string | null }[],
): { category: PortfolioCategory | null; count: number }[] {
  const counts = new Map<PortfolioCategory, number>();
  for (const project of projects) {
    const category = categoryFilter(project.category ?? undefined);
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const categories: { category: PortfolioCategory; count: number }[] = [];
  for (const category of PORTFOLIO_CATEGORIES as readonly PortfolioCategory[]) {
    const count = counts.get(category);
    if (count) categories.push({ category, count });
  }
  return categories.length < 2 ? [] : [{ category: null, count: projects.length }, ...categories];
}
