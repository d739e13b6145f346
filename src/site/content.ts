import 'server-only';
import { cache } from 'react';
import type { AnyModule, PublicRecordOfModule, RecordOfModule } from '@/kit/define-module';
import type { SettingsDeclaration, SettingsDefinition } from '@/kit/define-settings';
import type { Fields } from '@/kit/fields';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { publicRecord } from '@/kit/public-record';
import type { RecordOf } from '@/kit/record-types';
import { nextVisibilityChange, visibilityFilters } from '@/kit/visibility';
import { serverAuthSecret } from '@/server/api/runtime';
import { schedulePageCachePurge } from '@/server/cache/page-cache';
import { getDatabase } from '@/server/db';
import { findMediaItems } from '@/server/media/media-records';
import { openPreviewGrant } from '@/server/preview/preview-links';
import { listRecords } from '@/server/records/repository';
import { readSettings } from '@/server/records/settings-store';
import type { SiteMediaItem } from '@/site/ui/SiteImage';
import { siteLocale } from './locale';

/** The most records a public list shows; the catalogue is the largest and stays well under it. */
const MAX_LISTED = 100;

export interface ListOptions {
  limit?: number;
  /** Extra equality filters, e.g. `{ featured: 'true' }` or `{ categoryId: '4' }`. */
  filters?: Record<string, string>;
  /** The language of the localized fields. Default: the page's (`siteLocale`). */
  locale?: Locale;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The visible ones of a page of records; each one's next visibility change is passed to the page cache. */
function visibleOf<M extends AnyModule>(module: M, records: RecordOfModule<M>[], now: Date) {
  for (const record of records) {
    const change = nextVisibilityChange(record, now);
    if (change) schedulePageCachePurge(change);
  }
  return records.filter((record) => module.publiclyVisible(record, now));
}

/**
 * The records visitors may see, in the module's display order: switched on, published, and within
 * their dates. When one of them (or a hidden one) changes visibility by itself later, the page cache
 * is told to drop its copies at that moment.
 */
export async function visibleRecords<M extends AnyModule>(
  module: M,
  options: ListOptions = {},
): Promise<PublicRecordOfModule<M>[]> {
  const now = new Date();
  const { data } = await listRecords(await getDatabase(), module, {
    page: 1,
    pageSize: MAX_LISTED,
    filters: { ...visibilityFilters(module.fields), ...options.filters },
    sort: options.sort,
    order: options.order,
    locale: options.locale ?? (await siteLocale()),
  });
  return visibleOf(module, data, now)
    .slice(0, options.limit ?? MAX_LISTED)
    .map((record) => publicRecord(module, record));
}

/** Every record visitors may see, however many, oldest first: the sitemap. */
export async function everyVisibleRecord<M extends AnyModule>(
  module: M,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PublicRecordOfModule<M>[]> {
  const database = await getDatabase();
  const now = new Date();
  const found: PublicRecordOfModule<M>[] = [];
  for (let page = 1; ; page++) {
    const { data } = await listRecords(database, module, {
      page,
      pageSize: MAX_LISTED,
      filters: visibilityFilters(module.fields),
      sort: 'id',
      order: 'asc',
      locale,
    });
    found.push(...visibleOf(module, data, now).map((record) => publicRecord(module, record)));
    if (data.length < MAX_LISTED) return found;
  }
}

/** A record's page: visible records by slug; with a valid preview token, that one record whatever its state. */
export interface PageRecord<M extends AnyModule> {
  record: PublicRecordOfModule<M>;
  /** Shown through a preview link: never cached, never indexed. */
  preview: boolean;
}

export async function recordBySlug<M extends AnyModule>(
  module: M,
  slug: string,
  previewToken?: string | string[],
): Promise<PageRecord<M> | null> {
  const database = await getDatabase();
  const locale = await siteLocale();
  const { data } = await listRecords(database, module, { page: 1, pageSize: 1, filters: { slug }, locale });
  const record = data[0];
  if (!record) return null;
  if (module.publiclyVisible(record, new Date()))
    return { record: publicRecord(module, record), preview: false };
  if (typeof previewToken !== 'string') return null;
  const grant = await openPreviewGrant(database, previewToken, await serverAuthSecret());
  if (grant?.module !== module.key || grant.recordId !== record.id) return null;
  return { record: publicRecord(module, record), preview: true };
}

/** A settings page's values as the public site reads them: every field, empty ones null. */
export type SettingsValues<S extends SettingsDeclaration<Fields>> = Omit<
  RecordOf<S['fields']>,
  'id' | 'createdAt' | 'updatedAt'
> & { updatedAt: string | null };

/**
 * A settings page's values, read once per request whichever components ask for them. The features
 * name their own pages (e.g. `siteSettings` in `src/modules/settings/site/`).
 */
export const settingsValues = cache(
  async <S extends SettingsDeclaration<Fields>>(settings: S): Promise<SettingsValues<S>> => {
    const { presented } = await readSettings(await getDatabase(), settings, await siteLocale());
    // `presented` holds exactly the declared fields, each decoded by its field.
    return presented as SettingsValues<S>;
  },
);

/** When a settings page was last saved: null when never. */
export async function settingsUpdatedAt(settings: SettingsDefinition): Promise<string | null> {
  return (await settingsValues(settings)).updatedAt;
}

/**
 * Media items by id, for the images a page shows; unknown ids are left out. The library's alt text
 * is written once, in English: on a page in another language each item says so (`altLang`).
 */
export async function mediaByIds(ids: (number | null | undefined)[]): Promise<Map<number, SiteMediaItem>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const [items, locale] = await Promise.all([findMediaItems((await getDatabase()).db, wanted), siteLocale()]);
  const altLang = locale === DEFAULT_LOCALE ? {} : { altLang: DEFAULT_LOCALE };
  return new Map(items.map((item) => [item.id, { ...item, ...altLang }]));
}
