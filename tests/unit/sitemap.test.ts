import { describe, expect, it } from 'vitest';
import { robotsTxt, type SitemapContent, sitemapEntries, sitemapXml } from '@/lib/sitemap';

const empty: SitemapContent = {
  homeUpdatedAt: null,
  aboutUpdatedAt: null,
  services: [],
  products: [],
  productCategories: [],
  monitoringPlans: [],
  packages: [],
  portfolios: [],
  blogs: [],
  jobs: [],
  reviews: [],
  faqs: [],
  contents: [],
};

describe('the sitemap builder', () => {
  it('lists home, about and every list page even with no content, without inventing dates', () => {
    const entries = sitemapEntries(empty);
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

  it('gives every record its own page with its updatedAt, and each list the newest of its records', () => {
    const entries = sitemapEntries({
      ...empty,
      homeUpdatedAt: '2026-01-01T00:00:00.000Z',
      aboutUpdatedAt: '2026-02-01T00:00:00.000Z',
      services: [
        { slug: 'cctv-installation', updatedAt: '2026-03-01T10:00:00.000Z' },
        { slug: 'access-control', updatedAt: '2026-03-05T10:00:00.000Z' },
      ],
      productCategories: [{ slug: 'dome-cameras', updatedAt: '2026-04-01T00:00:00.000Z' }],
      products: [{ slug: '4k-dome', updatedAt: '2026-03-20T00:00:00.000Z' }],
      monitoringPlans: [{ slug: 'business', updatedAt: '2026-03-02T00:00:00.000Z' }],
      portfolios: [{ slug: 'echo-park-house', updatedAt: '2026-03-03T00:00:00.000Z' }],
      blogs: [{ slug: 'porch-pirates', updatedAt: '2026-05-01T00:00:00.000Z' }],
      jobs: [{ slug: 'installer', updatedAt: '2026-03-04T00:00:00.000Z' }],
      contents: [{ slug: 'privacy-policy', updatedAt: '2026-01-15T00:00:00.000Z' }],
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

  it('writes absolute, escaped addresses with W3C dates', () => {
    const xml = sitemapXml('https://example.com/', [
      { path: '/', lastModified: '2026-03-01T10:00:00.000Z' },
      { path: '/pages/a&b', lastModified: null },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
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
