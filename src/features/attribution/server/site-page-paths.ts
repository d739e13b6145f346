import 'server-only';
import { areaPath, citySlug, SERVED_CITIES } from '@/features/areas/browser';
import type { AnyModule } from '@/kit/define-module';
import type { AnyRecord } from '@/kit/record-types';
import { findSettings, type Registry } from '@/kit/registry';
import { visibilityFilters } from '@/kit/visibility';
import { portfoliosModule } from '@/modules/portfolios/module';
import { reviewsModule } from '@/modules/reviews/module';
import type { Database } from '@/server/db/engine';
import { listRecords } from '@/server/records/repository';
import { readSettings } from '@/server/records/settings-store';
import { sitePages } from '@/site/sitemap/site-pages';
import { sitemapEntries } from '@/site/sitemap/sitemap-entries';

const PAGE_SIZE = 100;

async function everyVisible(database: Database, module: AnyModule, now: Date): Promise<AnyRecord[]> {
  const found: AnyRecord[] = [];
  for (let page = 1; ; page++) {
    const { data } = await listRecords(database, module, {
      page,
      pageSize: PAGE_SIZE,
      filters: visibilityFilters(module.fields),
      sort: 'id',
      order: 'asc',
    });
    found.push(...(data as AnyRecord[]).filter((record) => module.publiclyVisible(record, now)));
    if (data.length < PAGE_SIZE) return found;
  }
}

/** The area pages that exist: a served city (Home page settings) with visible work there. */
async function areaPaths(
  database: Database,
  registry: Pick<Registry, 'settingsPages'>,
  visible: (module: AnyModule) => Promise<AnyRecord[]>,
): Promise<string[]> {
  const settings = findSettings(registry, SERVED_CITIES.settings);
  if (!settings) return [];
  const { presented } = await readSettings(database, settings);
  const served = new Set(
    ((presented[SERVED_CITIES.field] as string[] | null) ?? []).map(citySlug).filter(Boolean),
  );
  if (served.size === 0) return [];
  const records = [...(await visible(portfoliosModule)), ...(await visible(reviewsModule))];
  const worked = new Set(records.map((record) => citySlug(record.city as string | null)));
  return [...served].filter((slug) => worked.has(slug)).map(areaPath);
}

/**
 * The addresses of the public site's pages now, as the sitemap lists them: the site's own pages,
 * the page of every visible record of each module with a `sitePath`, and the area page of every
 * served city with work to show. Private pages (a booking's link) and made-up addresses are not
 * among them.
 */
export async function sitePagePaths(
  database: Database,
  registry: Pick<Registry, 'modules' | 'settingsPages'>,
  now = new Date(),
): Promise<Set<string>> {
  const read = new Map<string, Promise<AnyRecord[]>>();
  const visible = (module: AnyModule) => {
    let records = read.get(module.key);
    if (!records) {
      records = everyVisible(database, module, now);
      read.set(module.key, records);
    }
    return records;
  };
  const entries = await sitemapEntries({
    modules: registry.modules,
    pages: sitePages,
    visibleRecords: visible,
    settingsUpdatedAt: async () => null,
    now,
  });
  return new Set([...entries.map((entry) => entry.path), ...(await areaPaths(database, registry, visible))]);
}

/** How long a known page stays known without a new look; a new page is looked for at most this often. */
const KNOWN_FOR_MS = 60_000;
const LOOK_AGAIN_AFTER_MS = 5_000;

interface KnownPages {
  paths: Promise<Set<string>>;
  at: number;
}

const knownByDatabase = new WeakMap<Database, KnownPages>();

/**
 * Whether `path` is a page of the site. The list is kept for a minute; a path not on it makes a new
 * list at most every few seconds, so a page published a moment ago counts at once while made-up
 * paths cost no more than one look every few seconds.
 */
export async function isSitePage(
  database: Database,
  registry: Pick<Registry, 'modules' | 'settingsPages'>,
  path: string,
): Promise<boolean> {
  const known = knownByDatabase.get(database);
  const age = known ? Date.now() - known.at : Number.POSITIVE_INFINITY;
  if (known && age < KNOWN_FOR_MS) {
    const paths = await known.paths.catch(() => null);
    if (paths?.has(path)) return true;
    if (paths && age < LOOK_AGAIN_AFTER_MS) return false;
  }
  const fresh: KnownPages = { paths: sitePagePaths(database, registry), at: Date.now() };
  knownByDatabase.set(database, fresh);
  return (await fresh.paths).has(path);
}
