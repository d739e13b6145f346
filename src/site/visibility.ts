import type { AnyModule } from '@/modules/kit/define-module';
import type { AnyRecord } from '@/modules/kit/record-types';

/**
 * Whether visitors may see a record, read from the fields its module declares: a `published` or
 * `active` switch, a `status` that can be `published` and its publish time, a date range (banners).
 * A module with none of these is always shown.
 */
export function visibilityFilters(module: AnyModule): Record<string, string> {
  const filters: Record<string, string> = {};
  if (module.fields.published?.kind === 'boolean') filters.published = 'true';
  if (module.fields.active?.kind === 'boolean') filters.active = 'true';
  const status = module.fields.status;
  if (status?.kind === 'enum' && status.options.includes('published')) filters.status = 'published';
  return filters;
}

/** The date-bound part of visibility, checked after the query: publish times and date ranges. */
export function isVisibleAt(record: AnyRecord, now: Date): boolean {
  const publishedAt = dateOf(record.publishedAt);
  if (publishedAt && publishedAt > now) return false;
  const startsAt = dateOf(record.startsAt);
  if (startsAt && startsAt > now) return false;
  const endsAt = dateOf(record.endsAt);
  return !(endsAt && endsAt <= now);
}

/** The next moment a record's visibility changes by itself (a future publish, start or end time). */
export function nextVisibilityChange(record: AnyRecord, now: Date): Date | null {
  const moments = [record.publishedAt, record.startsAt, record.endsAt]
    .map(dateOf)
    .filter((moment): moment is Date => moment !== null && moment > now);
  return moments.length ? new Date(Math.min(...moments.map((moment) => moment.getTime()))) : null;
}

/** Whether a record passes both halves: its switches and its dates. */
export function isPubliclyVisible(module: AnyModule, record: AnyRecord, now = new Date()): boolean {
  const switchesOn = Object.entries(visibilityFilters(module)).every(
    ([name, value]) => String(record[name]) === value,
  );
  return switchesOn && isVisibleAt(record, now);
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
