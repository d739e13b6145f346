import { servedAreas } from '@/features/areas/public-site';
import { LOCALES } from '@/kit/locales';
import type { AnyRecord } from '@/kit/record-types';
import { type SitemapEntry, sitemapXml } from '@/lib/sitemap';
import { findSettingsByKey, modules } from '@/registry';
import { everyVisibleRecord, settingsUpdatedAt } from '@/site/content';
import { localePath } from '@/site/locale-path';
import { siteOrigin } from '@/site/site-url';
import { sitePages } from '@/site/sitemap/site-pages';
import { sitemapEntries } from '@/site/sitemap/sitemap-entries';

/**
 * Each page once per language, each naming all of them (and the English as `x-default`): search
 * engines show a reader the page in their language. Every page exists in every language; a field
 * without a translation shows its English.
 */
function inEveryLanguage(entries: SitemapEntry[]): SitemapEntry[] {
  return entries.flatMap((entry) => {
    const alternates = {
      ...Object.fromEntries(LOCALES.map((locale) => [locale, localePath(entry.path, locale)])),
      'x-default': entry.path,
    };
    return LOCALES.map((locale) => ({ ...entry, path: localePath(entry.path, locale), alternates }));
  });
}

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
  return new Response(sitemapXml(siteOrigin, inEveryLanguage([...entries, ...areas])), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
