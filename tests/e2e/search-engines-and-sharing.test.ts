import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, inject, it } from 'vitest';
import { addDays, businessToday } from '@/lib/calendar-dates';
import { feedEntries, feedProblems, jingErrors } from '../support/atom-feed';
import { structuredDataProblems } from '../support/structured-data-rules';
import { PUBLIC_ROUTES, publicPaths } from './support/public-routes';
import { type ApiRecord, send } from './support/records';
import { signIn } from './support/server';

/**
 * What search engines and shared links read of every public page, fetched as they fetch it (no
 * browser): the Open Graph and Twitter tags, the feed link, and every JSON-LD block held against the
 * table of required and recommended properties (`tests/support/structured-data-rules.ts`); then the
 * blog feed through the RFC 4287 schema, a closed job, the X handle and the logo.
 */

const baseUrl = inject('baseUrl');
const FEED_URL = `${baseUrl}/blog/feed.xml`;

interface PageHead {
  status: number;
  /** `property` or `name` of each meta tag → its contents. */
  meta: Map<string, string[]>;
  links: Record<string, string>[];
  jsonLd: unknown[];
}

async function readPage(path: string): Promise<PageHead> {
  const response = await fetch(`${baseUrl}${path}`);
  const document = parseDocument(await response.text());
  const meta = new Map<string, string[]>();
  for (const tag of DomUtils.getElementsByTagName('meta', document)) {
    const key = tag.attribs.property ?? tag.attribs.name;
    if (key) meta.set(key, [...(meta.get(key) ?? []), tag.attribs.content ?? '']);
  }
  return {
    status: response.status,
    meta,
    links: DomUtils.getElementsByTagName('link', document).map((link) => link.attribs),
    jsonLd: DomUtils.getElementsByTagName('script', document)
      .filter((script) => script.attribs.type === 'application/ld+json')
      .map((script) => JSON.parse(DomUtils.textContent(script))),
  };
}

const one = (head: PageHead, key: string) => head.meta.get(key)?.[0];
const typesIn = (block: unknown): string[] =>
  JSON.stringify(block)
    .match(/"@type":"[A-Za-z]+"/g)
    ?.map((match) => match.slice(9, -1)) ?? [];

let token: Promise<string> | undefined;
const staff = () => {
  token ??= signIn(baseUrl);
  return token;
};

describe('what search engines and shared links read', () => {
  it('every public page has its sharing tags, the feed link and structured data that passes the table', async () => {
    const paths = publicPaths(baseUrl);
    const { data: products } = await send<{ data: ApiRecord[] }>(
      baseUrl,
      await staff(),
      'GET',
      '/products?published=true&pageSize=100',
    );
    const callForPrice = products.find((product) => product.priceCents === null);
    if (!callForPrice) throw new Error('the demo has no "Call for price" product');

    const resolved = await Promise.all(
      PUBLIC_ROUTES.filter((route) => route.status === 200).map((route) => paths.resolve(route.template)),
    );
    const pages = [...resolved.filter((path) => path !== null), `/products/${callForPrice.slug}`];
    const shareImages = new Map<string, string>();
    const seenTypes = new Set<string>();
    for (const path of pages) {
      const head = await readPage(path);
      expect(head.status, path).toBe(200);
      // Next writes the home page's address without its slash: the same address.
      const canonical = new URL(head.links.find((link) => link.rel === 'canonical')?.href ?? '').href;
      // A Spanish page (`/es/...`) is told as Spanish, with its own feed and quote page.
      const spanish = /^\/es(?:[/?]|$)/.test(path);
      const inLanguage = (english: string) => (spanish ? `/es${english}` : english);
      if (/^(?:\/es)?\/survey\//.test(path)) {
        // A visitor's private survey page: never indexed, and a share of it shows the booking page,
        // not the private address.
        expect(one(head, 'robots'), path).toMatch(/noindex/);
        expect(canonical, path).toBe(new URL(inLanguage('/free-quote'), baseUrl).href);
      } else {
        expect(canonical, path).toBe(new URL(path.split('?')[0], baseUrl).href);
      }
      expect(new URL(one(head, 'og:url') ?? '').href, path).toBe(canonical);
      expect(one(head, 'og:site_name'), path).toBeTruthy();
      expect(one(head, 'og:locale'), path).toBe(spanish ? 'es_US' : 'en_US');
      expect(one(head, 'og:title'), path).toBeTruthy();
      const image = one(head, 'og:image');
      expect(image, path).toMatch(/^https?:\/\/.+\.(webp|png|jpe?g)$/);
      expect(one(head, 'twitter:card'), path).toBe('summary_large_image');
      expect(one(head, 'twitter:image'), path).toBe(image);
      shareImages.set(path, image as string);
      const feed = head.links.filter(
        (link) => link.rel === 'alternate' && link.type === 'application/atom+xml',
      );
      expect(
        feed.map((link) => link.href),
        path,
      ).toEqual([`${baseUrl}${inLanguage('/blog/feed.xml')}`]);
      for (const block of head.jsonLd) {
        expect(
          structuredDataProblems(block, seenTypes),
          `${path}: ${JSON.stringify(block).slice(0, 80)}`,
        ).toEqual([]);
      }
      if (path === `/products/${callForPrice.slug}`)
        expect(head.jsonLd.flatMap(typesIn), 'a product without a price has no Product').not.toContain(
          'Product',
        );
    }
    // A page with a picture of its own shares that; one without shares the settings' share picture.
    const post = pages.find((path) => path.startsWith('/blog/') && !path.startsWith('/blog/author/'));
    expect(shareImages.get('/faqs')).toBe(shareImages.get('/'));
    expect(shareImages.get('/careers')).toBe(shareImages.get('/'));
    expect(shareImages.get(post as string)).not.toBe(shareImages.get('/'));
    for (const image of new Set(shareImages.values())) {
      const response = await fetch(image);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toMatch(/^image\//);
    }
    // Every kind of node the site makes was met and checked.
    for (const type of [
      'LocalBusiness',
      'GeoCoordinates',
      'WebSite',
      'BreadcrumbList',
      'BlogPosting',
      'Person',
      'Organization',
      'ImageObject',
      'Product',
      'Offer',
      'Brand',
      'Service',
      'JobPosting',
      'PostalAddress',
      'FAQPage',
    ])
      expect(seenTypes, type).toContain(type);
  });

  it('the 404 page still names the site and links the feed', async () => {
    const head = await readPage('/no-such-page');
    expect(head.status).toBe(404);
    expect(one(head, 'og:site_name')).toBeTruthy();
    expect(one(head, 'og:locale')).toBe('en_US');
    expect(one(head, 'og:image')).toMatch(/^https?:\/\//);
    expect(head.links.some((link) => link.type === 'application/atom+xml' && link.href === FEED_URL)).toBe(
      true,
    );
  });

  it('the blog feed is valid Atom, lists the visible posts newest first, and is never served from a cache', async () => {
    const feed = async () => {
      const response = await fetch(FEED_URL);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      expect(response.headers.get('set-cookie')).toBeNull();
      // Rendered for every request, like the sitemap: a saved post is in the next fetch.
      expect(response.headers.get('x-cache')).not.toBe('HIT');
      return response.text();
    };
    const xml = await feed();
    await feed();
    expect(jingErrors(xml)).toEqual([]);
    expect(feedProblems(xml)).toEqual([]);

    // Posts made by other files are drafts or scheduled, but one is published from its form and
    // deleted again while this runs (publishing.test.ts): the feed is compared with the posts read
    // just before it, read again until nothing was published or deleted in between.
    const visiblePosts = async () => {
      const { data: posts } = await send<{ data: ApiRecord[] }>(
        baseUrl,
        await staff(),
        'GET',
        '/blogs?status=published&sort=publishedAt&order=desc&pageSize=20',
      );
      return posts.filter(
        (post) => typeof post.publishedAt !== 'string' || Date.parse(post.publishedAt) <= Date.now(),
      );
    };
    let visible: ApiRecord[] = [];
    let entries: ReturnType<typeof feedEntries> = [];
    const disagreement = async () => {
      visible = await visiblePosts();
      entries = feedEntries(await feed());
      const listed = visible.map((post) => `${post.title} ${baseUrl}/blog/${post.slug}`);
      const fed = entries.map((entry) => `${entry.title} ${entry.link}`);
      return JSON.stringify(fed) === JSON.stringify(listed) ? '' : `feed ${fed.join(', ')}; posts ${listed}`;
    };
    await expect.poll(disagreement, { timeout: 30_000, interval: 500 }).toBe('');
    expect(entries[0].author).toBe(visible[0].author ?? null);
    // The oldest entry's page: a demo post, which no other file deletes.
    const page = await fetch(entries.at(-1)?.link as string);
    expect(page.status).toBe(200);
  });

  it('a job past its closing day says so, is no search result and leaves the open positions', async () => {
    const today = businessToday();
    // Only a closed job is made here: the open positions other files list stay as they are.
    const { data: closed } = await send(baseUrl, await staff(), 'POST', '/jobs', {
      title: `Closed role ${Date.now().toString(36)}`,
      location: 'Los Angeles, CA',
      employmentType: 'full-time',
      description: '<p>Filled.</p>',
      postedAt: addDays(today, -20),
      closesOn: addDays(today, -1),
    });
    try {
      const closedPage = await readPage(`/careers/${closed.slug}`);
      expect(closedPage.status).toBe(200);
      expect(one(closedPage, 'robots')).toMatch(/noindex/);
      expect(closedPage.jsonLd.flatMap(typesIn)).not.toContain('JobPosting');
      const html = await (await fetch(`${baseUrl}/careers/${closed.slug}`)).text();
      expect(html).toContain('This position has closed');
      expect(html).not.toContain('Apply by e-mail');
      expect(await (await fetch(`${baseUrl}/careers`)).text()).not.toContain(`/careers/${closed.slug}"`);
      expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).not.toContain(`/careers/${closed.slug}<`);
    } finally {
      await send(baseUrl, await staff(), 'DELETE', `/jobs/${closed.id}`, undefined, 204);
    }

    // An open job is advertised until the end of its closing day in Los Angeles.
    const { data: jobs } = await send<{ data: ApiRecord[] }>(
      baseUrl,
      await staff(),
      'GET',
      '/jobs?active=true',
    );
    const open = jobs.find((job) => typeof job.closesOn === 'string' && job.closesOn >= today);
    if (!open) throw new Error('the demo has no open job with a closing day');
    const openPage = await readPage(`/careers/${open.slug}`);
    expect(one(openPage, 'robots') ?? '').not.toMatch(/noindex/);
    const posting = openPage.jsonLd.find(
      (block) => (block as { '@type'?: string })['@type'] === 'JobPosting',
    ) as Record<string, unknown>;
    expect(posting.validThrough).toMatch(new RegExp(`^${open.closesOn}T23:59:59-0[78]:00$`));
    const careers = await (await fetch(`${baseUrl}/careers`)).text();
    expect(careers).toContain(`/careers/${open.slug}"`);
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(`/careers/${open.slug}<`);
  });

  it('names the X account in twitter:site only while an X profile is among the social links', async () => {
    expect(one(await readPage('/contact'), 'twitter:site')).toBeUndefined();
    const { data: social } = await send(baseUrl, await staff(), 'POST', '/socials', {
      platform: 'x',
      url: 'https://x.com/pacificshield',
    });
    try {
      expect(one(await readPage('/contact'), 'twitter:site')).toBe('@pacificshield');
    } finally {
      await send(baseUrl, await staff(), 'DELETE', `/socials/${social.id}`, undefined, 204);
    }
    expect(one(await readPage('/contact'), 'twitter:site')).toBeUndefined();
  });

  it('serves the logo the structured data and the feed point to, as a 512-pixel PNG', async () => {
    const response = await fetch(`${baseUrl}/logo.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
