import { portfoliosModule } from '@/modules/portfolios/module';

/** The categories a project can have, as the module declares them. */
export const PORTFOLIO_CATEGORIES = portfoliosModule.fields.category.options;

export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** What visitors read for each project category. */
export const CATEGORY_LABELS: Record<PortfolioCategory, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
  multifamily: 'Multifamily',
};

/** The category filter of `/portfolio?category=…`: a known category, else none (all projects). */
export function categoryFilter(value: string | string[] | undefined): PortfolioCategory | null {
  return typeof value === 'string' && (PORTFOLIO_CATEGORIES as readonly string[]).includes(value)
    ? (value as PortfolioCategory)
    : null;
}

export const portfolioFilterHref = (category: PortfolioCategory | null) =>
  category ? `/portfolio?category=${category}` : '/portfolio';
