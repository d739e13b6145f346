/**
 * The sitemap's and robots.txt's text. Pure: which pages the sitemap lists is worked out from the
 * module declarations by `src/site/sitemap/`.
 */

export interface SitemapEntry {
  path: string;
  /** When the page last changed (W3C date-time), when known. */
  lastModified: string | null;
  /** The same page in every language (`hreflang` → path), itself included, and `x-default`. */
  alternates?: Record<string, string>;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

/** The `<urlset>` document, with absolute addresses on `origin` (PUBLIC_URL, no trailing slash). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const url = (path: string) => escapeXml(`${base}${path}`);
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? new Date(entry.lastModified).toISOString() : null;
    return [
      '  <url>',
      `    <loc>${url(entry.path)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...Object.entries(entry.alternates ?? {}).map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${url(path)}"/>`,
      ),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths no search engine should crawl: the back office, sign-in and the API. */
export const DISALLOWED_PATHS = ['/admin', '/auth', '/api'];

/** robots.txt: everything else allowed, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
