/**
 * The sitemap and robots.txt of the public site, built from what visitors may see. Pure: the route
 * handlers load the records (published, active and due only) and hand them here.
 */

/** What the sitemap needs of a record with a page of its own. */
export interface SitemapRecord {
  slug: string;
  updatedAt: string;
}

/** The visible records of each module with public pages, and the settings pages' change times. */
export interface SitemapContent {
  homeUpdatedAt: string | null;
  aboutUpdatedAt: string | null;
  services: SitemapRecord[];
  products: SitemapRecord[];
  productCategories: SitemapRecord[];
  monitoringPlans: SitemapRecord[];
  packages: { updatedAt: string }[];
  portfolios: SitemapRecord[];
  blogs: SitemapRecord[];
  jobs: SitemapRecord[];
  reviews: { updatedAt: string }[];
  faqs: { updatedAt: string }[];
  contents: SitemapRecord[];
}

export interface SitemapEntry {
  path: string;
  /** When the page last changed (W3C date-time), when known. */
  lastModified: string | null;
}

/** The latest of some change times; null when none is known. */
function latest(...times: (string | null | undefined)[]): string | null {
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

const timesOf = (records: { updatedAt: string }[]) => records.map((record) => record.updatedAt);

/**
 * Every page of the site a search engine should know: home, about, each list page (changed when the
 * newest thing it lists changed) and every visible record's own page with its `updatedAt`.
 */
export function sitemapEntries(content: SitemapContent): SitemapEntry[] {
  const details = (prefix: string, records: SitemapRecord[]): SitemapEntry[] =>
    records.map((record) => ({ path: `${prefix}/${record.slug}`, lastModified: record.updatedAt }));
  const everything = [
    content.homeUpdatedAt,
    ...timesOf(content.services),
    ...timesOf(content.packages),
    ...timesOf(content.monitoringPlans),
    ...timesOf(content.portfolios),
    ...timesOf(content.reviews),
    ...timesOf(content.blogs),
    ...timesOf(content.faqs),
  ];
  return [
    { path: '/', lastModified: latest(...everything) },
    { path: '/about', lastModified: content.aboutUpdatedAt },
    { path: '/services', lastModified: latest(...timesOf(content.services)) },
    ...details('/services', content.services),
    {
      path: '/products',
      lastModified: latest(...timesOf(content.products), ...timesOf(content.productCategories)),
    },
    ...details('/products/category', content.productCategories),
    ...details('/products', content.products),
    { path: '/cctv-monitoring', lastModified: latest(...timesOf(content.monitoringPlans)) },
    ...details('/cctv-monitoring', content.monitoringPlans),
    { path: '/cctv-packages', lastModified: latest(...timesOf(content.packages)) },
    { path: '/portfolio', lastModified: latest(...timesOf(content.portfolios)) },
    ...details('/portfolio', content.portfolios),
    { path: '/blog', lastModified: latest(...timesOf(content.blogs)) },
    ...details('/blog', content.blogs),
    { path: '/careers', lastModified: latest(...timesOf(content.jobs)) },
    ...details('/careers', content.jobs),
    { path: '/reviews', lastModified: latest(...timesOf(content.reviews)) },
    { path: '/faqs', lastModified: latest(...timesOf(content.faqs)) },
    {
      path: '/free-quote',
      lastModified: latest(
        content.homeUpdatedAt,
        ...timesOf(content.services),
        ...timesOf(content.packages),
        ...timesOf(content.monitoringPlans),
      ),
    },
    { path: '/contact', lastModified: content.homeUpdatedAt },
    ...details('/pages', content.contents),
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

/** The `<urlset>` document, with absolute addresses on `origin` (PUBLIC_URL, no trailing slash). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? new Date(entry.lastModified).toISOString() : null;
    return [
      '  <url>',
      `    <loc>${escapeXml(`${base}${entry.path === '/' ? '/' : entry.path}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
