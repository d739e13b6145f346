import fc from 'fast-check';
import { expect } from 'vitest';
import { env } from '@/env';
import { apiRoutes, hostileQuery, hostileValue } from './hostile-requests';
import { bookingFields, emailAround, paramsOf, postForm, type SiteFormRoute, textAround } from './site-forms';
import type { TestContext } from './test-app';

/**
 * The requests of tests/api/hostile-forms.property.test.ts: what anyone may send without signing in,
 * to a public API route or a form of the site, and how to tell a refusal from an accepted request.
 */

export type Fields = Record<string, unknown>;

export interface Target {
  label: string;
  /** The route's fields a visitor sends that it accepts, to start from. */
  base: Fields;
  limits: Record<string, number>;
  send(input: Sent): Promise<{ status: number; accepted: boolean }>;
}

export interface Sent {
  fields: Fields;
  token: string;
  query: string;
  encoding: FormEncoding;
  rawBody: string;
  headers: Record<string, string>;
}

export type FormEncoding = 'urlencoded' | 'multipart' | 'raw' | 'text' | 'none';

/** The form routes' twins in the API: their fields and limits are the same. */
export const API_TWIN: Record<string, string> = {
  '/newsletter/subscribe': '/api/subscribers',
  '/free-quote/book': '/api/survey-bookings',
  '/survey/[token]/reschedule': '/api/survey-bookings/{token}/reschedule',
};

/** How each form says it took the post (a 303 to the page of what happened). */
const FORM_ACCEPTED: Record<string, (location: string, sent: Sent, tokens: string[]) => boolean> = {
  '/newsletter/subscribe': (location) => location === '/newsletter?status=subscribed',
  '/free-quote/book': (location) => /[?&]booked=1$/.test(location),
  '/survey/[token]/reschedule': (location) => /[?&]moved=1$/.test(location),
  '/survey/[token]/cancel': (_, sent, tokens) => tokens.includes(sent.token),
};

const LONG_AGO = Date.now() - 60_000;

/** Fields the public API routes accept, to start from. */
export function apiBases(slot: string): Record<string, Fields> {
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
    'POST /api/auth/verify': { challenge: 'x'.repeat(120), code: '123456' },
    'POST /api/auth/verify/enrolment': { challenge: 'x'.repeat(120) },
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
export async function publicApiRoutes(t: TestContext) {
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
const tokenArbitrary = (tokens: string[]) =>
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

export const sentFor = (target: Target, tokens: string[]) =>
  fc.record({
    fields: fieldsFor(target),
    token: tokenArbitrary(tokens),
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

export function formTarget(
  route: SiteFormRoute,
  base: Fields,
  limits: Record<string, number>,
  tokens: string[],
): Target {
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
      const accepted =
        answer.status < 400 && (FORM_ACCEPTED[route.template]?.(location, sent, tokens) ?? true);
      return { status: answer.status, accepted };
    },
  };
}

export function apiTarget(
  t: TestContext,
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
