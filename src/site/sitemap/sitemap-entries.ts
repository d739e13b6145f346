import type { AnyModule } from '@/kit/define-module';
import type { AnyRecord } from '@/kit/record-types';
import type { SitemapEntry } from '@/lib/sitemap';
import type { SitePage } from './site-pages';

/** Where the sitemap reads what visitors may see; the route composes it, tests hand in their own. */
export interface SitemapSources {
  /** Every registered module: those with a `sitePath` list their records' pages. */
  modules: readonly AnyModule[];
  /** The site's own pages. */
  pages: readonly SitePage[];
  /** The records of a module that visitors may see now. */
  visibleRecords(module: AnyModule): Promise<AnyRecord[]>;
  /** When a settings page was last saved, by key; null when never. */
  settingsUpdatedAt(key: string): Promise<string | null>;
  now: Date;
}

/** The latest of some change times; null when none is known. */
function latest(times: Iterable<string | null | undefined>): string | null {
  let found: string | null = null;
  let foundAt = Number.NEGATIVE_INFINITY;
  for (const time of times) {
    if (!time) continue;
    const at = Date.parse(time);
    if (!Number.isNaN(at) && at > foundAt) {
      found = time;
      foundAt = at;
    }
  }
  return found;
}

/**
 * Every page a search engine should know: the site's own pages (each changed when the newest thing
 * it shows changed) and the page of every visible, indexable record of each module with a
 * `sitePath`, with its `updatedAt`. Records sharing one address (`/faqs`) make one entry, changed
 * when the newest of them was.
 */
export async function sitemapEntries(sources: SitemapSources): Promise<SitemapEntry[]> {
  const { modules, pages, now } = sources;
  const datedByKeys = new Set(pages.flatMap((page) => page.datedBy));
  const listed = modules.filter((module) => module.sitePath);
  const read = modules.filter((module) => module.sitePath || datedByKeys.has(module.key));
  const recordsByKey = new Map(
    await Promise.all(
      read.map(async (module) => {
        const records = await sources.visibleRecords(module);
        return [module.key, records.filter((record) => module.indexable(record, now))] as const;
      }),
    ),
  );
  const settingsKeys = [...datedByKeys].filter((key) => !modules.some((module) => module.key === key));
  const settingsTimes = new Map(
    await Promise.all(settingsKeys.map(async (key) => [key, await sources.settingsUpdatedAt(key)] as const)),
  );
  const timesOf = (key: string): (string | null)[] =>
    settingsTimes.has(key)
      ? [settingsTimes.get(key) ?? null]
      : (recordsByKey.get(key) ?? []).map((record) => record.updatedAt);

  const byPath = new Map<string, string | null>();
  const add = (path: string, lastModified: string | null) =>
    byPath.set(path, byPath.has(path) ? latest([byPath.get(path), lastModified]) : lastModified);
  for (const page of pages) add(page.path, latest(page.datedBy.flatMap(timesOf)));
  for (const module of listed) {
    for (const record of recordsByKey.get(module.key) ?? []) {
      const path = module.sitePath?.(record);
      if (path) add(path, record.updatedAt);
    }
  }
  return [...byPath].map(([path, lastModified]) => ({ path, lastModified }));
}
