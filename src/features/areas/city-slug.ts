import { urlSlug } from '@/lib/url-slug';

/**
 * A city's address part: `Santa Monica`, ` santa  monica ` and `SANTA MONICA` are all
 * `santa-monica`, so a project's city matches a served city whatever its case and spacing.
 */
export function citySlug(city: string | null | undefined): string {
  if (!city) return '';
  return urlSlug(city);
}

/** The address of a city's area page (it exists only while the city has published work). */
export const areaPath = (slug: string) => `/areas/${slug}`;

/** The area page a record in this city may show on: none without a city. */
export function areaPathsOf(city: string | null | undefined): string[] {
  const slug = citySlug(city);
  return slug ? [areaPath(slug)] : [];
}

export const CITY_HELP =
  'Where the work was done: one of the Areas served of Home page settings (case and spaces do not matter), so it shows on that city’s area page.';

/** Where the admin finds the cities to suggest for a city field. */
export const SERVED_CITIES = { settings: 'homepage', field: 'areasServed' } as const;
