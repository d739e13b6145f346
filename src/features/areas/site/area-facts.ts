import 'server-only';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { servicesModule } from '@/modules/services/module';
import { mediaByIds, visibleRecords } from '@/site/content';
import type { ServedArea } from './served-areas';
import { AREA_WORDS } from './words';

/** The published work the area page shows, in `locale`'s words: "2 projects and 1 client review". */
export function areaWork(area: ServedArea, locale: Locale = DEFAULT_LOCALE): string {
  const words = AREA_WORDS[locale];
  const parts = [
    area.projects.length > 0 && words.projects(area.projects.length),
    area.reviews.length > 0 && words.clientReviews(area.reviews.length),
  ].filter(Boolean);
  return parts.join(words.and);
}

/**
 * What the area page says of itself to search engines, in `locale`: its title, and how much of the
 * work in the city it shows ("2 projects and 1 client review from Pasadena shown here: see the…").
 * The projects shown are those published, not all the business did there: the words never read as
 * a count of its jobs beside the site's "2,400+".
 */
export function areaSummary(
  area: ServedArea,
  locale: Locale = DEFAULT_LOCALE,
): { title: string; description: string } {
  const words = AREA_WORDS[locale];
  return {
    title: words.metaTitle(area.name),
    description: words.metaDescription(words.summary(areaWork(area, locale), area.name)),
  };
}

/**
 * The published services the area's projects were, in the services' own order, and the pictures
 * of the project cards.
 */
export async function areaDetails(area: ServedArea) {
  const serviceIds = new Set(area.projects.map((project) => project.serviceId));
  const [services, media] = await Promise.all([
    serviceIds.size > 0 ? visibleRecords(servicesModule) : Promise.resolve([]),
    mediaByIds(area.projects.map((project) => project.imageIds[0])),
  ]);
  return { services: services.filter((service) => serviceIds.has(service.id)), media };
}
