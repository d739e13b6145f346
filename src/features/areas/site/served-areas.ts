import 'server-only';
import { cache } from 'react';
import { areaPath, citySlug } from '@/features/areas/city-slug';
import type { PublicRecordOfModule } from '@/kit/define-module';
import { portfoliosModule } from '@/modules/portfolios/module';
import { reviewsModule } from '@/modules/reviews/module';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { everyVisibleRecord } from '@/site/content';
import { siteLocale } from '@/site/locale';

type Project = PublicRecordOfModule<typeof portfoliosModule>;
type Review = PublicRecordOfModule<typeof reviewsModule>;

/** A city of the business's Areas served, as the site names it. */
export interface ServedCity {
  /** As written in Home page settings. */
  name: string;
  slug: string;
}

/** A served city with the published work there: it has a page while `projects` or `reviews` holds one. */
export interface ServedArea extends ServedCity {
  projects: Project[];
  reviews: Review[];
  /** Its page's address while it has work, else null (the city is then listed, never linked). */
  path: string | null;
  /** When the newest of its records changed: the page's `lastmod`. */
  updatedAt: string | null;
}

/**
 * The served cities in settings order, once per slug (`Santa Monica` and `santa monica` are one
 * city). Reads only the settings: an address with a made-up city is answered from this alone.
 */
export const servedCities = cache(async (): Promise<ServedCity[]> => {
  const { areasServed } = await siteSettings();
  const bySlug = new Map<string, ServedCity>();
  for (const name of areasServed ?? []) {
    const slug = citySlug(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, { name: name.trim(), slug });
  }
  return [...bySlug.values()];
});

function groupByCity<T extends { city: string | null }>(records: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const slug = citySlug(record.city);
    if (!slug) continue;
    groups.set(slug, [...(groups.get(slug) ?? []), record]);
  }
  return groups;
}

const newest = (times: string[]) =>
  times.reduce<string | null>((found, time) => (found === null || time > found ? time : found), null);

/**
 * Every served city with the published projects and reviews done there (matched by slug), the
 * projects in the page's language. A city not among the Areas served gets no page, whatever its
 * records: the business decides where it works, and a page per stray city would be a doorway page.
 */
export const servedAreas = cache(async (): Promise<ServedArea[]> => {
  const cities = await servedCities();
  if (cities.length === 0) return [];
  const [projects, reviews] = await Promise.all([
    siteLocale().then((locale) => everyVisibleRecord(portfoliosModule, locale)),
    everyVisibleRecord(reviewsModule),
  ]);
  const projectsByCity = groupByCity(projects);
  const reviewsByCity = groupByCity(reviews);
  return cities.map((city) => {
    const cityProjects = projectsByCity.get(city.slug) ?? [];
    const cityReviews = reviewsByCity.get(city.slug) ?? [];
    const hasWork = cityProjects.length + cityReviews.length > 0;
    return {
      ...city,
      projects: cityProjects,
      reviews: cityReviews,
      path: hasWork ? areaPath(city.slug) : null,
      updatedAt: newest([...cityProjects, ...cityReviews].map((record) => record.updatedAt)),
    };
  });
});

/** The area at `/areas/{slug}`, or null when there is no page: not a served city, or no work there yet. */
export async function areaBySlug(slug: string): Promise<ServedArea | null> {
  // The cheap check first: an unknown slug costs one settings read, no record query.
  if (!(await servedCities()).some((city) => city.slug === slug)) return null;
  const area = (await servedAreas()).find((candidate) => candidate.slug === slug);
  return area?.path ? area : null;
}

/** The area page of a record's city, when that page exists. */
export async function areaPageOf(city: string | null): Promise<{ name: string; path: string } | null> {
  const slug = citySlug(city);
  if (!slug) return null;
  const area = await areaBySlug(slug);
  return area?.path ? { name: area.name, path: area.path } : null;
}
