import { citySlug } from '@/features/areas/city-slug';
import type { AnyModule } from '@/kit/define-module';
import { TRANSLATED_LOCALES } from '@/kit/locales';
import type { AnyRecord } from '@/kit/record-types';
import { siteRouteOf } from '@/kit/site-route';
import { authorSlug } from '@/modules/blogs/site/authors';
import { modules } from '@/registry';
import { sitePages } from '@/site/sitemap/site-pages';
import { send } from './records';
import { signIn } from './server';

export interface PublicRoute {
  /**
   * The path, with `{field}` where a record's value goes (`/services/{slug}`: the first record the
   * site shows of the module whose page it is), `{author}` for a blog author; also the test name.
   */
  template: string;
  status: 200 | 404;
}

/** Each module's page route, by template: its records fill it. */
const MODULE_ROUTES = new Map<string, AnyModule>();
for (const module of modules) {
  const route = siteRouteOf(module);
  if (!route || route.fields.length === 0) continue;
  if (MODULE_ROUTES.has(route.template)) throw new Error(`two modules have pages at ${route.template}`);
  MODULE_ROUTES.set(route.template, module);
}

/**
 * Pages no declaration describes: an author's posts, the unsubscribe form, the instant estimate as an
 * address asks for it (worked out on the server; on the free-quote page, shown above the form and
 * sent with it), the survey booking step rendered for a day (without script) and a booked survey's
 * private page, a page that does not exist.
 */
const OTHER_ROUTES: readonly PublicRoute[] = [
  { template: '/blog/author/{author}', status: 200 },
  { template: '/unsubscribe', status: 200 },
  // A served city with published work (the demo has several); a page of the site's own.
  { template: '/areas/{city}', status: 200 },
  { template: '/cctv-packages?property=commercial&indoor=2&outdoor=7&days=60&monitoring=yes', status: 200 },
  { template: '/free-quote?property=residential&indoor=1&outdoor=3&days=30&monitoring=no', status: 200 },
  { template: '/free-quote?day=', status: 200 },
  { template: '/survey/{survey}', status: 200 },
  { template: '/no-such-page', status: 404 },
];

/**
 * Every public route of the site, from the declarations: the site's own pages, one record page of
 * each module with a `sitePath` (a page its records share, like `/faqs`, once), and the others.
 */
const ENGLISH_ROUTES: readonly PublicRoute[] = [
  ...new Set([
    ...sitePages.map((page) => page.path),
    ...modules.flatMap((module) => siteRouteOf(module)?.template ?? []),
  ]),
]
  .map((template): PublicRoute => ({ template, status: 200 }))
  .concat(OTHER_ROUTES);

/** The prefix of the site's pages in each translated language: `/es/services/{slug}`. */
const translatedPrefixes = TRANSLATED_LOCALES.map((locale) => `/${locale}`);

/** Every route in every language: each page is there in Spanish too, at `/es/...`. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  ...ENGLISH_ROUTES,
  ...translatedPrefixes.flatMap((prefix) =>
    ENGLISH_ROUTES.map((route) => ({
      ...route,
      template: route.template === '/' ? prefix : `${prefix}${route.template}`,
    })),
  ),
];

/** A route's language prefix and its English template: `/es/faqs` → `['/es', '/faqs']`. */
function splitLanguage(template: string): [string, string] {
  const prefix = translatedPrefixes.find(
    (each) => template === each || template.startsWith(`${each}/`) || template.startsWith(`${each}?`),
  );
  if (!prefix) return ['', template];
  return [prefix, template.slice(prefix.length) || '/'];
}

/**
 * Turns route templates into paths of the running site. Each module's record is looked up once,
 * when a route first needs it (module lists need a staff token). A module with no public record (one
 * added without demo content) has no page to check yet: its route resolves to null, and is served
 * and checked once it has a record.
 */
export function publicPaths(baseUrl: string) {
  let token: Promise<string> | undefined;
  const shown = new Map<AnyModule, Promise<AnyRecord | undefined>>();

  async function lookUp(module: AnyModule): Promise<AnyRecord | undefined> {
    token ??= signIn(baseUrl);
    // Oldest first: the demo's records, which no file changes. Files that share the server make and
    // delete their own records meanwhile; the newest could be gone (or changed) before it is checked.
    const { data } = await send<{ data: AnyRecord[] }>(
      baseUrl,
      await token,
      'GET',
      `/${module.key}?pageSize=50&sort=id&order=asc`,
    );
    const now = new Date();
    return data.find(
      (record) =>
        module.publiclyVisible(record, now) && module.indexable(record, now) && module.sitePath?.(record),
    );
  }

  function shownRecordOf(module: AnyModule): Promise<AnyRecord | undefined> {
    let record = shown.get(module);
    if (!record) {
      record = lookUp(module);
      shown.set(module, record);
    }
    return record;
  }

  /** The author of the newest post that names one. */
  async function author(): Promise<string> {
    token ??= signIn(baseUrl);
    const { data } = await send<{ data: AnyRecord[] }>(
      baseUrl,
      await token,
      'GET',
      '/blogs?status=published&sort=publishedAt&order=desc&pageSize=20',
    );
    const now = Date.now();
    const slug = data
      .filter((post) => typeof post.publishedAt === 'string' && Date.parse(post.publishedAt) <= now)
      .map((post) => authorSlug(typeof post.author === 'string' ? post.author : null))
      .find((found) => found !== null);
    if (!slug) throw new Error('no published post with an author to test');
    return slug;
  }

  /** The first served city that a published project is in: its area page exists. */
  async function areaCity(): Promise<string> {
    token ??= signIn(baseUrl);
    const [{ data: settings }, { data: projects }] = await Promise.all([
      send<{ data: { areasServed: string[] | null } }>(baseUrl, await token, 'GET', '/settings/homepage'),
      send<{ data: AnyRecord[] }>(baseUrl, await token, 'GET', '/portfolios?published=true&pageSize=50'),
    ]);
    const served = new Set((settings.areasServed ?? []).map(citySlug));
    const slug = projects
      .map((project) => citySlug(typeof project.city === 'string' ? project.city : null))
      .find((found) => served.has(found));
    if (!slug) throw new Error('no published project in a served city to test');
    return slug;
  }

  let survey: Promise<string> | undefined;
  /** The private page of a survey booked for the test at the first free time (once per run). */
  async function bookedSurvey(): Promise<string> {
    const slots = await (await fetch(`${baseUrl}/api/survey-slots?days=62`)).json();
    const startsAt = slots.data.days.at(-1).slots.at(-1).startsAt;
    const response = await fetch(`${baseUrl}/api/survey-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Page Check',
        email: 'page-check@example.com',
        phone: '(213) 555-0110',
        address: '1200 Echo Park Ave, Los Angeles',
        postalCode: '90026',
        surveyStartsAt: startsAt,
      }),
    });
    if (response.status !== 201)
      throw new Error(`booking a survey to test: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { managePath: string } }).data.managePath;
  }

  return {
    /** The path to check for a route, or null for a module's route while it has no public record. */
    async resolve(localized: string): Promise<string | null> {
      const [prefix, template] = splitLanguage(localized);
      const english = await resolveEnglish(template);
      if (english === null || prefix === '') return english;
      return english === '/' ? prefix : `${prefix}${english}`;
    },
  };

  async function resolveEnglish(template: string): Promise<string | null> {
    if (template.includes('{city}')) return template.replace('{city}', await areaCity());
    if (template === '/survey/{survey}') {
      survey ??= bookedSurvey();
      return survey;
    }
    const module = MODULE_ROUTES.get(template);
    if (module) {
      const record = await shownRecordOf(module);
      return record ? (module.sitePath?.(record) as string) : null;
    }
    if (template.includes('{author}'))
      return template.replace('{author}', encodeURIComponent(await author()));
    if (template.includes('{')) throw new Error(`no record fills ${template}`);
    return template;
  }
}
