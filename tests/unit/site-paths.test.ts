import { describe, expect, it } from 'vitest';
import type { AnyModule } from '@/kit/define-module';
import type { AnyRecord } from '@/kit/record-types';
import { matchSiteRoute, siteRouteOf } from '@/kit/site-route';
import { findModuleByKey, modules, settingsPages } from '@/registry';

/**
 * The site's modules' public page for a record (PRODUCT.md section 1), null where it has none. A module
 * added later is held to the rule every module follows (below), not to an entry here.
 */
const expectedSitePaths: Record<string, string | null> = {
  services: '/services/door-cameras',
  products: '/products/door-cameras',
  'product-categories': '/products/category/door-cameras',
  cctv: '/cctv-monitoring/door-cameras',
  'cctv-packages': '/cctv-packages',
  portfolios: '/portfolio/door-cameras',
  blogs: '/blog/door-cameras',
  jobs: '/careers/door-cameras',
  reviews: '/reviews',
  faqs: '/faqs',
  contents: '/pages/door-cameras',
  sliders: null,
  banners: null,
  clients: null,
  partners: null,
  socials: null,
  inquiries: null,
  subscribers: null,
  users: null,
};

const NOW = new Date('2026-06-01T12:00:00.000Z');

const record = (values: Record<string, unknown> = {}): AnyRecord => ({
  id: 7,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  slug: 'door-cameras',
  published: true,
  active: true,
  status: 'published',
  publishedAt: null,
  ...values,
});

const module = (key: string) => findModuleByKey(key) as AnyModule;
const sitePathOf = (key: string, values?: Record<string, unknown>) =>
  module(key).sitePath?.(record(values)) ?? null;

describe('sitePath', () => {
  it('is declared for the modules of the site with a public page, and only for those', () => {
    const registered = modules.map((each) => each.key);
    expect(registered).toEqual(expect.arrayContaining(Object.keys(expectedSitePaths)));
    for (const [key, path] of Object.entries(expectedSitePaths)) {
      expect(module(key).sitePath === undefined, key).toBe(path === null);
    }
  });

  for (const [key, path] of Object.entries(expectedSitePaths)) {
    it(`${key}: ${path ?? 'no public page'}`, () => {
      expect(sitePathOf(key)).toBe(path);
    });
  }

  for (const each of modules.filter((candidate) => candidate.sitePath !== undefined)) {
    it(`${each.key}: is an address of its route, made of the record's own values`, () => {
      const route = siteRouteOf(each);
      expect(route, each.key).not.toBeNull();
      const path = sitePathOf(each.key) as string;
      expect(path.startsWith('/'), path).toBe(true);
      const values = matchSiteRoute(route!, path);
      expect(values, `${path} against ${route!.template}`).not.toBeNull();
      for (const [field, value] of Object.entries(values!))
        expect(String(record()[field]), field).toBe(value);
    });
  }

  it("follows the record's slug", () => {
    expect(sitePathOf('services', { slug: 'access-control' })).toBe('/services/access-control');
    expect(sitePathOf('product-categories', { slug: 'nvr' })).toBe('/products/category/nvr');
  });

  it('is the home page, the about page and the packages (estimate rules) for their settings, and nothing for the others', () => {
    const sitePaths = Object.fromEntries(settingsPages.map((settings) => [settings.key, settings.sitePath]));
    expect(sitePaths).toEqual({
      homepage: '/',
      about: '/about',
      analytics: undefined,
      email: undefined,
      estimate: '/cctv-packages',
    });
  });
});

describe('publiclyVisible', () => {
  const visible = (key: string, values: Record<string, unknown>) =>
    module(key).publiclyVisible(record(values), NOW);

  it('follows the published switch of modules that have one', () => {
    for (const each of modules.filter((candidate) => candidate.fields.published?.kind === 'boolean')) {
      expect(visible(each.key, { published: true }), each.key).toBe(true);
      expect(visible(each.key, { published: false }), each.key).toBe(false);
    }
  });

  it('shows a blog post once published and its publish time has come', () => {
    expect(visible('blogs', { status: 'draft' })).toBe(false);
    expect(visible('blogs', { status: 'draft', publishedAt: '2026-01-01T00:00:00.000Z' })).toBe(false);
    expect(visible('blogs', { status: 'published', publishedAt: null })).toBe(true);
    expect(visible('blogs', { status: 'published', publishedAt: '2026-06-01T12:00:00.000Z' })).toBe(true);
    expect(visible('blogs', { status: 'published', publishedAt: '2026-06-01T12:00:01.000Z' })).toBe(false);
  });

  it('shows a job while it is active', () => {
    expect(visible('jobs', { active: true })).toBe(true);
    expect(visible('jobs', { active: false })).toBe(false);
  });
});

describe('the route of a public page, read from sitePath', () => {
  it('puts the fields a path is made of where their values go', () => {
    expect(siteRouteOf(module('services'))).toEqual({ template: '/services/{slug}', fields: ['slug'] });
    expect(siteRouteOf(module('product-categories'))).toEqual({
      template: '/products/category/{slug}',
      fields: ['slug'],
    });
    expect(siteRouteOf(module('faqs'))).toEqual({ template: '/faqs', fields: [] });
    expect(siteRouteOf(module('sliders'))).toBeNull();
  });

  it('matches a path of the route, decoded, and nothing else', () => {
    const route = { template: '/services/{slug}', fields: ['slug'] };
    expect(matchSiteRoute(route, '/services/door-cameras')).toEqual({ slug: 'door-cameras' });
    expect(matchSiteRoute(route, '/services/caf%C3%A9')).toEqual({ slug: 'café' });
    expect(matchSiteRoute(route, '/services/a/b')).toBeNull();
    expect(matchSiteRoute(route, '/services')).toBeNull();
    expect(matchSiteRoute(route, '/services/%E0%A4%A')).toBeNull();
    expect(matchSiteRoute({ template: '/faqs', fields: [] }, '/faqs')).toEqual({});
    expect(matchSiteRoute({ template: '/a.b', fields: [] }, '/axb')).toBeNull();
  });
});
