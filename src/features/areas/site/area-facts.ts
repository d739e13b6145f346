import 'server-only';
import { servicesModule } from '@/modules/services/module';
import { mediaByIds, visibleRecords } from '@/site/content';
import type { ServedArea } from './served-areas';

/** Counted words: `1 project`, `3 reviews`. */
export const counted = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What the area page says of itself: how much of the work in the city it shows ("2 projects and
 * 1 client review from Pasadena shown here"). The projects shown are those published, not all the
 * business did there: the words never read as a count of its jobs beside the site's "2,400+".
 */
export function areaSummary(area: ServedArea): string {
  const parts = [
    area.projects.length > 0 && counted(area.projects.length, 'project'),
    area.reviews.length > 0 && counted(area.reviews.length, 'client review'),
  ].filter(Boolean);
  return `${parts.join(' and ')} from ${area.name} shown here`;
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
