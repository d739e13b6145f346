import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/env';
import { hasOnlyAllowedCharacters } from '@/lib/text-rules';
import { NEWSLETTER_TYPED_COOKIE } from '@/modules/subscribers/site/newsletter-outcome';
import { stopMailWorker } from '@/server/mail/worker';
import { formRuntime } from './support/form-runtime';
import { databaseDigest } from './support/hostile-requests';
import {
  bookingFields,
  bookThroughApi,
  freeSlots,
  postForm,
  type SiteFormRoute,
  siteFormRoutes,
} from './support/site-forms';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/** The form routes' `serverDependencies()` are the test app's: the same database, limits and mail. */
vi.mock('@/server/api/runtime', async () => (await import('./support/form-runtime')).formRuntimeMock());

let t: TestContext;
let routes: SiteFormRoute[];
let slots: string[];
let serial = 0;

beforeAll(async () => {
  t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 100_000 } });
  formRuntime.deps = t.deps;
  routes = await siteFormRoutes();
  slots = await freeSlots(t);
});
afterAll(async () => {
  formRuntime.deps = undefined;
  await t.destroy();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const nextSlot = () => {
  const slot = slots.shift();
  if (!slot) throw new Error('no free survey time left');
  return slot;
};

/**
 * For each form route, a post that a visitor of this site makes and that changes something: what a
 * cross-site post with the same body must not do. A new form route fails here until it has one.
 */
const VALID_POSTS: Record<
  string,
  () => Promise<{ params: Record<string, string>; body: () => URLSearchParams }>
> = {
  '/newsletter/subscribe': async () => ({
    params: {},
    body: () => form({ email: `reader${++serial}@example.com` }),
  }),
  '/free-quote/book': async () => {
    const slot = nextSlot();
    return { params: {}, body: () => form(bookingFields(slot, ++serial)) };
  },
  '/survey/[token]/reschedule': async () => {
    const token = await bookThroughApi(t, nextSlot(), ++serial);
    const moveTo = nextSlot();
    return { params: { token }, body: () => form({ surveyStartsAt: moveTo }) };
  },
  '/survey/[token]/cancel': async () => {
    const token = await bookThroughApi(t, nextSlot(), ++serial);
    return { params: { token }, body: () => form({}) };
  },
  '/unsubscribe/confirm': async () => {
    const email = `leaving${++serial}@example.com`;
    const signUp = await t.call('/api/subscribers', { method: 'POST', json: { email } });
    expect(signUp.status, signUp.text).toBe(201);
    // biome-ignore lint/suspicious/noExplicitAny: module tables are not in the static schema.
    const { unsubscribeToken } = await (t.database.db as Kysely<any>)
      .selectFrom('subscribers')
      .select('unsubscribeToken')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { params: {}, body: () => form({ token: unsubscribeToken }) };
  },
};

/** What a browser sends with a form post from another site (or from a frame with no origin). */
const FROM_ANOTHER_SITE: Array<Record<string, string>> = [
  { origin: 'https://evil.example' },
  { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
  { origin: 'null' },
  { origin: `${env.PUBLIC_URL}.evil.example` },
  { origin: 'not a url' },
  { 'sec-fetch-site': 'cross-site' },
];
const FROM_THIS_SITE = { origin: env.PUBLIC_URL, 'sec-fetch-site': 'same-origin' };

describe(`form posts from another site (${testEngine})`, () => {
  it('finds the site’s form routes', () => {
    expect(routes.map((route) => route.template)).toEqual(expect.arrayContaining(Object.keys(VALID_POSTS)));
    for (const route of routes)
      expect(VALID_POSTS, `a valid post for ${route.template}`).toHaveProperty([route.template]);
  });

  it('are refused by every form route, by Origin as by Sec-Fetch-Site, and change nothing', async () => {
    for (const route of routes) {
      const { params, body } = await VALID_POSTS[route.template]();
      // A booking made to have a token queued its mail: the worker sending it would change the
      // database while the refusals below are checked to change nothing.
      await stopMailWorker(t.deps);
      const before = await databaseDigest(t.database);
      for (const headers of FROM_ANOTHER_SITE) {
        const answer = await postForm(route, { origin: env.PUBLIC_URL, params, body: body(), headers });
        expect(answer.status, `${route.template} with ${JSON.stringify(headers)}`).toBe(403);
        expect(await databaseDigest(t.database), `${route.template} with ${JSON.stringify(headers)}`).toBe(
          before,
        );
      }
      // The same post from the site's own page goes through: the refusals above were the headers'.
      const own = await postForm(route, {
        origin: env.PUBLIC_URL,
        params,
        body: body(),
        headers: FROM_THIS_SITE,
      });
      expect(own.status, route.template).toBe(303);
      await stopMailWorker(t.deps);
      expect(await databaseDigest(t.database), `${route.template} from this site`).not.toBe(before);
    }
  });

  it('a post sent to the host the request names is this site’s, whatever PUBLIC_URL says', async () => {
    const route = routes.find((candidate) => candidate.template === '/newsletter/subscribe');
    if (!route) throw new Error('no newsletter form route');
    const email = `proxy${++serial}@example.com`;
    const answer = await postForm(route, {
      origin: 'http://cameras.internal:8080',
      body: form({ email }),
      headers: { origin: 'http://cameras.internal:8080', host: 'cameras.internal:8080' },
    });
    expect(answer.headers.get('location')).toBe('/newsletter?status=subscribed');
  });

  it('a post with neither header (an old browser) is let through', async () => {
    const route = routes.find((candidate) => candidate.template === '/newsletter/subscribe');
    if (!route) throw new Error('no newsletter form route');
    const email = `old-browser${++serial}@example.com`;
    const answer = await postForm(route, { origin: env.PUBLIC_URL, body: form({ email }) });
    expect(answer.headers.get('location')).toBe('/newsletter?status=subscribed');
    const stored = await t.database.db
      .selectFrom('subscribers')
      .select('email')
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
  });
});

describe(`newsletter sign-up with an address cut for its cookie (${testEngine})`, () => {
  /** Addresses around the 254-unit limit whose last character is two units, three bytes or joined. */
  const addresses = [-3, -2, -1, 0, 1, 2, 3].flatMap((offset) =>
    ['😀', '中', '👩‍👩‍👧'].map((tail) => {
      const domain = `@example.co${tail.repeat(3)}`;
      return `${'a'.repeat(254 + offset - domain.length)}${domain}`;
    }),
  );

  it('answers with the form again, the address kept whole up to the limit, never an error', async () => {
    const route = routes.find((candidate) => candidate.template === '/newsletter/subscribe');
    if (!route) throw new Error('no newsletter form route');
    const before = await databaseDigest(t.database);
    for (const email of addresses) {
      const answer = await postForm(route, {
        origin: env.PUBLIC_URL,
        body: form({ email }),
        headers: FROM_THIS_SITE,
      });
      expect(answer.status, email).toBe(303);
      expect(answer.headers.get('location')).toBe('/newsletter?status=invalid#newsletter-form');
      const cookie = answer.headers.get('set-cookie') ?? '';
      const value = new RegExp(`^${NEWSLETTER_TYPED_COOKIE}=([^;]*);`).exec(cookie)?.[1] ?? '';
      const kept = decodeURIComponent(value);
      expect(hasOnlyAllowedCharacters(kept), `half an emoji kept from ${email.length} units`).toBe(true);
      expect(email.startsWith(kept)).toBe(true);
      expect(kept.length).toBeGreaterThanOrEqual(Math.min(email.length, 254) - 1);
      expect(kept.length).toBeLessThanOrEqual(254);
      expect(Buffer.byteLength(cookie)).toBeLessThan(4096);
    }
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('the API refuses the same addresses with 400', async () => {
    for (const email of addresses) {
      const answer = await t.call('/api/subscribers', { method: 'POST', json: { email } });
      expect(answer.status, email).toBe(400);
    }
  });
});

describe('a booking post without the moment its form was shown', () => {
  it('is sent back to be sent once more, missing, unreadable or ahead of the clock, and stores nothing', async () => {
    const route = routes.find((candidate) => candidate.template === '/free-quote/book')!;
    const slot = nextSlot();
    const before = await databaseDigest(t.database);
    const { formStartedAt: _shown, ...withoutMoment } = bookingFields(slot, ++serial);
    for (const moment of [undefined, '', 'abc', '1e12', '-5', String(Date.now() + 60_000)]) {
      const fields = moment === undefined ? withoutMoment : { ...withoutMoment, formStartedAt: moment };
      const answer = await postForm(route, { origin: env.PUBLIC_URL, body: form(fields) });
      expect(answer.status, `formStartedAt ${moment}`).toBe(303);
      expect(answer.headers.get('location'), `formStartedAt ${moment}`).toContain('notice=again');
    }
    expect(await databaseDigest(t.database)).toBe(before);
    // With the moment the page gave, the same booking is taken.
    const taken = await postForm(route, { origin: env.PUBLIC_URL, body: form(bookingFields(slot, serial)) });
    expect(taken.headers.get('location')).toMatch(/^\/survey\/.+\?booked=1$/);
  });
});
