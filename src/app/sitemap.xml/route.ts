import { servedAreas } from '@/features/areas/public-site';
import type { AnyRecord } from '@/kit/record-types';
import { sitemapXml } from '@/lib/sitemap';
import { findSettingsByKey, modules } from '@/registry';
import { everyVisibleRecord, settingsUpdatedAt } from '@/site/content';
import { siteOrigin } from '@/site/site-url';
import { sitePages } from '@/site/sitemap/site-pages';
import { sitemapEntries } from '@/site/sitemap/sitemap-entries';

/** Read from the database on every request, never at build time. */
export const dynamic = 'force-dynamic';

/** `/sitemap.xml`: every public page, with absolute addresses from PUBLIC_URL and each `lastmod`. */
export async function GET() {
  const entries = await sitemapEntries({
    modules,
    pages: sitePages,
    // What visitors may see of a record: its public fields, which are all `sitePath` reads.
    visibleRecords: (module) => everyVisibleRecord(module) as Promise<AnyRecord[]>,
    settingsUpdatedAt: async (key) => {
      const settings = findSettingsByKey(key);
      return settings ? settingsUpdatedAt(settings) : null;
    },
    now: new Date(),
  });
  // A served city's page is listed while it exists, that is while it has published work.
  const areas = (await servedAreas()).flatMap((area) =>
    area.path ? [{ path: area.path, lastModified: area.updatedAt }] : [],
  );
  return new Response(sitemapXml(siteOrigin, [...entries, ...areas]), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
