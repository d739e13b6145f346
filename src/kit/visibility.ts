import type { Fields } from './fields';
import type { AnyRecord } from './record-types';

/**
 * Whether visitors may see a record, read from the fields its module declares: a `published` or
 * `active` switch, a `status` that can be `published`, a publish time, a date range (banners). A
 * module with none of these shows every record. The public site, the sitemap and the admin's
 * "View on site" / "Preview" button all ask this one rule.
 */

/** The switch half of the rule as list filters, so the database leaves hidden records out. */
export function visibilityFilters(fields: Fields): Record<string, string> {
  const filters: Record<string, string> = {};
  if (fields.published?.kind === 'boolean') filters.published = 'true';
  if (fields.active?.kind === 'boolean') filters.active = 'true';
  const status = fields.status;
  if (status?.kind === 'enum' && status.options.includes('published')) filters.status = 'published';
  return filters;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date half: a publish or start time still to come, or an end time already past, hides a record. */
export function isWithinDates(record: AnyRecord, now: Date): boolean {
  const publishedAt = dateOf(record.publishedAt);
  if (publishedAt && publishedAt > now) return false;
  const startsAt = dateOf(record.startsAt);
  if (startsAt && startsAt > now) return false;
  const endsAt = dateOf(record.endsAt);
  return !(endsAt && endsAt <= now);
}

/** Both halves, for a module of these fields: the default `publiclyVisible` of a module. */
export function visibilityRule(fields: Fields): (record: AnyRecord, now: Date) => boolean {
  const filters = Object.entries(visibilityFilters(fields));
  return (record, now) =>
    filters.every(([name, value]) => String(record[name]) === value) && isWithinDates(record, now);
}

/** The next moment a record's visibility changes by itself (a future publish, start or end time). */
export function nextVisibilityChange(record: AnyRecord, now: Date): Date | null {
  const moments = [record.publishedAt, record.startsAt, record.endsAt]
    .map(dateOf)
    .filter((moment): moment is Date => moment !== null && moment > now);
  return moments.length ? new Date(Math.min(...moments.map((moment) => moment.getTime()))) : null;
}
