import { describe, expect, it } from 'vitest';
import type { AnyModule } from '@/kit/define-module';
import type { AnyRecord } from '@/kit/record-types';
import { robotsTxt, sitemapXml } from '@/lib/sitemap';
import { modules, settingsPages } from '@/registry';
import { sitePages } from '@/site/sitemap/site-pages';
import { sitemapEntries } from '@/site/sitemap/sitemap-entries';

const NOW = new Date('2026-06-01T12:00:00.000Z');

/** The visible records of each module, by key, and the settings pages' change times. */
interface Content {
  records?: Record<string, Partial<AnyRecord>[]>;
  settings?: Record<string, string>;
}

let nextId = 1;
const entriesOf = ({ records = {}, settings = {} }: Content) =>
  sitemapEntries({
    modules,
    pages: sitePages,
    visibleRecords: async (module: AnyModule) =>
      (records[module.key] ?? []).map((values) => ({
        id: nextId++,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        ...values,
      })),
    settingsUpdatedAt: async (key) => settings[key] ?? null,
    now: NOW,
  });

describe('the sitemap builder', () => {
  it('lists home, about and every list page even with no content, without inventing dates', async () => {
    const entries = await entriesOf({});
    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/about',
      '/services',
      '/products',
      '/cctv-monitoring',
      '/cctv-packages',
      '/portfolio',
      '/blog',
      '/careers',
      '/reviews',
      '/faqs',
      '/free-quote',
      '/contact',
    ]);
    expect(entries.every((entry) => entry.lastModified === null)).toBe(true);
  });

  it('gives every record its own page with its updatedAt, and each list the newest of its records', async () => {
    const entries = await entriesOf({
      settings: { homepage: '2026-01-01T00:00:00.000Z', about: '2026-02-01T00:00:00.000Z' },
      records: {
        services: [
          { slug: 'cctv-installation', updatedAt: '2026-03-01T10:00:00.000Z' },
          { slug: 'access-control', updatedAt: '2026-03-05T10:00:00.000Z' },
        ],
        'product-categories': [{ slug: 'dome-cameras', updatedAt: '2026-04-01T00:00:00.000Z' }],
        products: [{ slug: '4k-dome', updatedAt: '2026-03-20T00:00:00.000Z' }],
        cctv: [{ slug: 'business', updatedAt: '2026-03-02T00:00:00.000Z' }],
        portfolios: [{ slug: 'echo-park-house', updatedAt: '2026-03-03T00:00:00.000Z' }],
        blogs: [{ slug: 'porch-pirates', updatedAt: '2026-05-01T00:00:00.000Z' }],
        jobs: [{ slug: 'installer', closesOn: null, updatedAt: '2026-03-04T00:00:00.000Z' }],
        contents: [{ slug: 'privacy-policy', updatedAt: '2026-01-15T00:00:00.000Z' }],
      },
    });
    const lastmod = Object.fromEntries(entries.map((entry) => [entry.path, entry.lastModified]));
    expect(lastmod['/services/cctv-installation']).toBe('2026-03-01T10:00:00.000Z');
    expect(lastmod['/services']).toBe('2026-03-05T10:00:00.000Z');
    expect(lastmod['/products']).toBe('2026-04-01T00:00:00.000Z');
    expect(lastmod['/products/category/dome-cameras']).toBe('2026-04-01T00:00:00.000Z');
    expect(lastmod['/products/4k-dome']).toBe('2026-03-20T00:00:00.000Z');
    expect(lastmod['/cctv-monitoring/business']).toBe('2026-03-02T00:00:00.000Z');
    expect(lastmod['/portfolio/echo-park-house']).toBe('2026-03-03T00:00:00.000Z');
    expect(lastmod['/blog/porch-pirates']).toBe('2026-05-01T00:00:00.000Z');
    expect(lastmod['/careers/installer']).toBe('2026-03-04T00:00:00.000Z');
    expect(lastmod['/pages/privacy-policy']).toBe('2026-01-15T00:00:00.000Z');
    expect(lastmod['/about']).toBe('2026-02-01T00:00:00.000Z');
    expect(lastmod['/']).toBe('2026-05-01T00:00:00.000Z');
    expect(lastmod['/contact']).toBe('2026-01-01T00:00:00.000Z');
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(entries.length);
  });

  it('lists records sharing one address once, changed when the newest of them was', async () => {
    const entries = await entriesOf({
      records: {
        faqs: [{ updatedAt: '2026-03-01T00:00:00.000Z' }, { updatedAt: '2026-03-09T00:00:00.000Z' }],
      },
    });
    expect(entries.filter((entry) => entry.path === '/faqs')).toEqual([
      { path: '/faqs', lastModified: '2026-03-09T00:00:00.000Z' },
    ]);
  });

  it('leaves out a job past its closing day, from its page and from the date of /careers', async () => {
    const entries = await entriesOf({
      records: {
        jobs: [
          { slug: 'closed', closesOn: '2026-05-31', updatedAt: '2026-05-20T00:00:00.000Z' },
          { slug: 'open', closesOn: '2026-06-01', updatedAt: '2026-04-01T00:00:00.000Z' },
        ],
      },
    });
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain('/careers/open');
    expect(paths).not.toContain('/careers/closed');
    expect(entries.find((entry) => entry.path === '/careers')?.lastModified).toBe('2026-04-01T00:00:00.000Z');
  });

  it('dates each site page by modules and settings pages that exist', () => {
    const keys = new Set([...modules, ...settingsPages].map((each) => each.key));
    for (const page of sitePages) for (const key of page.datedBy) expect(keys, page.path).toContain(key);
  });

  it('writes absolute, escaped addresses with W3C dates', () => {
    const xml = sitemapXml('https://example.com/', [
      { path: '/', lastModified: '2026-03-01T10:00:00.000Z' },
      { path: '/pages/a&b', lastModified: null },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<loc>https://example.com/</loc>\n    <lastmod>2026-03-01T10:00:00.000Z</lastmod>');
    expect(xml).toContain('<loc>https://example.com/pages/a&amp;b</loc>\n  </url>');
  });

  it('robots.txt allows all but the back office, sign-in and API, and names the sitemap', () => {
    const robots = robotsTxt('https://example.com');
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /auth',
      'Disallow: /api',
      '',
      'Sitemap: https://example.com/sitemap.xml',
      '',
    ]);
  });
});
