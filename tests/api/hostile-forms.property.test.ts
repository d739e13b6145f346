import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/env';
import type { AppDependencies } from '@/server/api/context';
import { stopMailWorker } from '@/server/mail/worker';
import { apiRoutes, databaseDigest, hostileQuery, hostileValue } from './support/hostile-requests';
import {
  bookingFields,
  bookThroughApi,
  emailAround,
  freeSlots,
  paramsOf,
  postForm,
  type SiteFormRoute,
  siteFormRoutes,
  textAround,
  textLimits,
} from './support/site-forms';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * What a visitor, or anyone, can send without signing in: every public API route and every form of
 * the site, with random unicode, text at and around each field's limit (read from the API's OpenAPI
 * document; a form takes the limits of its API twin), random percent-escapes in the path, the query
 * and a form body, from this site or from another. Never a 5xx; a refused request stores nothing;
 * a post from another site is refused.
 */

const runtime = vi.hoisted(() => ({ deps: undefined as AppDependencies | undefined }));
vi.mock('@/server/api/runtime', () => ({ serverDependencies: () => runtime.deps }));

const RUNS = Number(process.env.HOSTILE_RUNS ?? 500);
/** `HOSTILE_SEED=<n>` replays a run; the seed of every run is printed when it fails. */
const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);

type Fields = Record<string, unknown>;

interface Target {
  label: string;
  /** The route's fields a visitor sends that it accepts, to start from. */
  base: Fields;
  limits: Record<string, number>;
  send(input: Sent): Promise<{ status: number; accepted: boolean }>;
}

interface Sent {
  fields: Fields;
  token: string;
  query: string;
  encoding: FormEncoding;
  rawBody: string;
  headers: Record<string, string>;
}

type FormEncoding = 'urlencoded' | 'multipart' | 'raw' | 'text' | 'none';

let t: TestContext;
let targets: Target[];
let tokens: string[];
let digest: string;
/** The targets whose request has a body of fields (in the OpenAPI document, or the form's twin). */
let needsFields: string[];

/** The form routes' twins in the API: their fields and limits are the same. */
const API_TWIN: Record<string, string> = {
  '/newsletter/subscribe': '/api/subscribers',
  '/free-quote/book': '/api/survey-bookings',
  '/survey/[token]/reschedule': '/api/survey-bookings/{token}/reschedule',
};

/** How each form says it took the post (a 303 to the page of what happened). */
const FORM_ACCEPTED: Record<string, (location: string, sent: Sent) => boolean> = {
  '/newsletter/subscribe': (location) => location === '/newsletter?status=subscribed',
  '/free-quote/book': (location) => /[?&]booked=1$/.test(location),
  '/survey/[token]/reschedule': (location) => /[?&]moved=1$/.test(location),
  '/survey/[token]/cancel': (_, sent) => tokens.includes(sent.token),
};

const LONG_AGO = Date.now() - 60_000;

/** Fields the public API routes accept, to start from. */
function apiBases(slot: string): Record<string, Fields> {
  return {
    'POST /api/inquiries': {
      name: 'Rosa Diaz',
      email: 'rosa@example.com',
      phone: '(213) 555-0101',
      message: 'Four cameras around the house, please.',
      formStartedAt: LONG_AGO,
    },
    'POST /api/survey-bookings': { ...bookingFields(slot), formStartedAt: LONG_AGO },
    'POST /api/survey-bookings/:token/reschedule': { surveyStartsAt: slot },
    'POST /api/subscribers': { email: 'reader@example.com' },
    'POST /api/subscribers/unsubscribe': { token: 'x'.repeat(43) },
    'POST /api/contact-taps': { kind: 'call', path: '/contact' },
    'POST /api/auth/login': { email: 'someone@example.com', password: 'correct horse battery staple' },
    'POST /api/auth/forgot-password': { email: 'someone@example.com' },
    'POST /api/auth/reset-password': { token: 'x'.repeat(43), password: 'a new password of length' },
    'POST /api/account/register': {
      email: 'new@example.com',
      password: 'a long passphrase here',
      firstName: 'A',
      lastName: 'B',
    },
  };
}

/** The routes that answer without a signed-in user: anything not refused with 401 when asked without. */
async function publicApiRoutes() {
  const found: Array<{ method: string; path: string }> = [];
  for (const route of apiRoutes(t.app.routes)) {
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const answer = await t.request(route.path.replace(/:\w+/g, 'x'), {
      method: route.method,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      body: hasBody ? '{}' : undefined,
      ip: '192.0.2.1',
    });
    if (answer.status !== 401) found.push(route);
  }
  return found;
}

/** A token as it reaches the app: a real one, one made up, or escapes (valid or not). */
const tokenArbitrary = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...tokens) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%FF', '%E2%82', '%ED%A0%80', '%C0%AF', '%25', '%zz', '%', '..'),
    },
  );

/** Percent-escapes as a hand-written body or address may hold them: valid, cut short, not UTF-8. */
const escapes = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '%FF',
        '%C0%AF',
        '%E2%82',
        '%ED%A0%80',
        '%F0%9F%98',
        '%',
        '%zz',
        '%25',
        '%2B',
        '+',
        '%F0%9F%98%80',
        '&',
        '=',
      ),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 10 },
  )
  .map((pieces) => pieces.join(''));

/** Where a request comes from: mostly this site, sometimes an old browser, sometimes another site. */
const ORIGINS: Array<Record<string, string>> = [
  { origin: env.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
  { origin: env.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
  { origin: env.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
  {},
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
];
const isFromAnotherSite = (headers: Record<string, string>) =>
  headers['sec-fetch-site'] === 'cross-site' ||
  (headers.origin !== undefined && headers.origin !== env.PUBLIC_URL);

/** The target's fields with one made hostile: around its limit, an address around 254, or anything. */
function fieldsFor(target: Target) {
  const names = Object.keys(target.base);
  const limited = Object.entries(target.limits);
  const choices: Array<fc.Arbitrary<Fields>> = [
    fc
      .tuple(
        fc.constantFrom(...(names.length ? names : ['email'])),
        fc.string({ unit: 'binary', maxLength: 300 }),
      )
      .map(([name, value]) => ({ ...target.base, [name]: value })),
    fc
      .tuple(fc.constantFrom(...(names.length ? names : ['email'])), hostileValue)
      .map(([name, value]) => ({ ...target.base, [name]: value })),
  ];
  if (limited.length) {
    const aroundLimit = fc
      .constantFrom(...limited)
      .chain(([name, limit]) => textAround(limit).map((value) => ({ ...target.base, [name]: value })));
    choices.push(aroundLimit, aroundLimit, aroundLimit);
  }
  if ('email' in target.base) {
    const email = emailAround(254).map((value) => ({ ...target.base, email: value }));
    choices.push(email, email, email);
  }
  return fc.oneof(...choices);
}

const sentFor = (target: Target) =>
  fc.record({
    fields: fieldsFor(target),
    token: tokenArbitrary(),
    query: hostileQuery,
    encoding: fc.constantFrom<FormEncoding>('urlencoded', 'urlencoded', 'multipart', 'raw', 'text', 'none'),
    rawBody: escapes,
    headers: fc.constantFrom(...ORIGINS),
  });

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function formBody(sent: Sent): { body?: BodyInit; headers: Record<string, string> } {
  const entries = Object.entries(sent.fields).map(([name, value]) => [name, text(value)]);
  switch (sent.encoding) {
    case 'urlencoded':
      return { body: new URLSearchParams(entries), headers: {} };
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      return { body: form, headers: {} };
    }
    case 'raw': {
      const body = entries.map(([name]) => `${name}=${sent.rawBody}`).join('&') || sent.rawBody;
      return { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
    case 'text':
      return { body: sent.rawBody, headers: { 'content-type': 'text/plain' } };
    default:
      return { headers: {} };
  }
}

function formTarget(route: SiteFormRoute, base: Fields, limits: Record<string, number>): Target {
  return {
    label: `POST ${route.template}`,
    base,
    limits,
    async send(sent) {
      const { body, headers } = formBody(sent);
      const answer = await postForm(route, {
        origin: env.PUBLIC_URL,
        params: paramsOf(route, sent.token),
        body,
        headers: { ...headers, ...sent.headers },
      });
      if (isFromAnotherSite(sent.headers)) expect(answer.status, 'a post from another site').toBe(403);
      const location = answer.headers.get('location') ?? '';
      const accepted = answer.status < 400 && (FORM_ACCEPTED[route.template]?.(location, sent) ?? true);
      return { status: answer.status, accepted };
    },
  };
}

function apiTarget(
  route: { method: string; path: string },
  base: Fields,
  limits: Record<string, number>,
): Target {
  return {
    label: `${route.method} ${route.path}`,
    base,
    limits,
    async send(sent) {
      const token =
        /^[\w-]*$/.test(sent.token) || sent.token.startsWith('%')
          ? sent.token
          : encodeURIComponent(sent.token);
      const path = `${route.path.replace(/:\w+/g, token)}${sent.query ? `?${sent.query}` : ''}`;
      const hasBody = route.method !== 'GET' && route.method !== 'HEAD' && route.method !== 'DELETE';
      const answer = await t.request(path, {
        method: route.method,
        headers: hasBody ? { 'content-type': 'application/json' } : {},
        body: hasBody ? JSON.stringify(sent.fields) : undefined,
        ip: '192.0.2.7',
      });
      await answer.text();
      return { status: answer.status, accepted: answer.status < 400 };
    },
  };
}

beforeAll(async () => {
  t = await createTestContext({
    rateLimits: { publicFormsPerIpPerHour: 1_000_000, publicBeaconsPerIpPerHour: 1_000_000 },
  });
  runtime.deps = t.deps;
  // An account exists, as on any running site: the first-account sign-up is closed.
  await t.createUser({ role: 'admin' });
  const slots = await freeSlots(t);
  tokens = [];
  for (let index = 0; index < 3; index++) tokens.push(await bookThroughApi(t, slots[index], index));
  const document = (await t.call('/api/openapi.json')).body;
  const bases = apiBases(slots[4]);
  targets = [];
  needsFields = [];
  for (const route of await publicApiRoutes()) {
    const key = `${route.method} ${route.path}`;
    const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
    const body = document.paths?.[openApiPath]?.[route.method.toLowerCase()]?.requestBody;
    if (Object.keys(body?.content?.['application/json']?.schema?.properties ?? {}).length)
      needsFields.push(key);
    targets.push(
      apiTarget(route, bases[key] ?? {}, route.method === 'POST' ? textLimits(document, openApiPath) : {}),
    );
  }
  const formBases: Record<string, Fields> = {
    '/newsletter/subscribe': { email: 'reader@example.com' },
    '/free-quote/book': bookingFields(slots[5]),
    '/survey/[token]/reschedule': { surveyStartsAt: slots[6] },
  };
  for (const route of await siteFormRoutes()) {
    const twin = API_TWIN[route.template];
    if (twin) needsFields.push(`POST ${route.template}`);
    targets.push(formTarget(route, formBases[route.template] ?? {}, twin ? textLimits(document, twin) : {}));
  }
  digest = await databaseDigest(t.database);
});
afterAll(async () => {
  runtime.deps = undefined;
  await t.destroy();
});

describe(`hostile posts to every public route and form (${testEngine})`, () => {
  it('never answer 5xx, and a refused one stores nothing', async () => {
    expect(targets.filter((target) => target.label.startsWith('POST /api/')).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(targets.filter((target) => !target.label.includes('/api/')).length).toBeGreaterThanOrEqual(4);
    // A route that takes fields starts from ones it accepts, so one hostile field reaches storage.
    for (const label of needsFields) {
      const target = targets.find((candidate) => candidate.label === label);
      expect(Object.keys(target?.base ?? {}), `fields ${label} accepts`).not.toHaveLength(0);
    }
    // The site's forms, fewer than the API's routes, are picked as often as all of those together.
    const forms = targets.filter((target) => !target.label.includes(' /api/'));
    const weighted = [
      ...targets,
      ...Array.from({ length: Math.ceil(targets.length / forms.length) }, () => forms).flat(),
    ];
    const counts = { refused: 0, accepted: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...weighted).chain((target) => fc.tuple(fc.constant(target), sentFor(target))),
        async ([target, sent]) => {
          const label = `${target.label} ${JSON.stringify(sent).slice(0, 300)}`;
          const { status, accepted } = await target.send(sent);
          expect(status, label).toBeLessThan(500);
          if (accepted) await stopMailWorker(t.deps);
          const after = await databaseDigest(t.database);
          if (accepted) {
            counts.accepted++;
          } else {
            counts.refused++;
            expect(after, `refused (${status}) yet stored: ${label}`).toBe(digest);
          }
          digest = after;
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(
      `hostile posts (${testEngine}, seed ${SEED}): ${counts.refused} refused, ${counts.accepted} accepted`,
    );
  }, 240_000);
});
