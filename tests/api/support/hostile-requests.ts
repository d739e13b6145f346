import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { type Kysely, sql } from 'kysely';
import { modules, settingsPages } from '@/registry';
import type { Database } from '@/server/db/engine';
import { TEST_SECRET } from './test-app';

/** Every route of the API as Hono registered it (`:id` placeholders), without its middleware. */
export function apiRoutes(routes: Array<{ method: string; path: string }>) {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()].sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
}

/** Strings PostgreSQL, JSON, URLs, dates or a template could choke on. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x\udfffy',
  '\ud800',
  '\r\n',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:00:00-05:00',
  '+010000-01-01T00:00:00Z',
  '0000-00-00',
  '2026-02-30',
  '1e309',
  'NaN',
  '-1',
  '0',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  'prototype',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '//evil.example/x',
  '/\\evil.example',
  'javascript:alert(1)',
  "=cmd|' /C calc'!A0",
  '%00',
  '%',
  '../../etc/passwd',
  'a'.repeat(20_000),
];

export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Field names of every module and settings page, so random bodies reach validation and storage. */
const FIELD_NAMES = [
  ...new Set([
    ...modules.flatMap((module) => Object.keys(module.fields)),
    ...settingsPages.flatMap((page) => Object.keys(page.fields)),
    ...['email', 'password', 'currentPassword', 'newPassword', 'token', 'ids', 'order', 'items', 'firstName'],
    ...['lastName', 'role', 'formStartedAt', 'website', 'id', 'createdAt', 'updatedAt'],
  ]),
];
const KEYS = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

const scalar = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(0, -1, 1, 2 ** 53, -(2 ** 63), 1e308),
);
const { value: jsonValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(KEYS, tie('value'), { maxKeys: 6 }),
  ),
}));

/** What one engine stores and the other refuses: NUL, lone surrogates, dates outside years 1-9999. */
export const STORAGE_EDGES = [
  'a\u0000b',
  'x\udfffy',
  '\ud800',
  ['x\udfffy'],
  ['a\u0000b'],
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:00:00-05:00',
  '+010000-01-01T00:00:00Z',
  '0000-01-01',
  '9999-12-31',
];

/** A value put where a valid one was: a storage edge, a hostile text, a number, a list or an object. */
export const hostileValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...STORAGE_EDGES) },
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: jsonValue },
);

const deepNesting = fc
  .integer({ min: 100, max: 5000 })
  .map((depth) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`);

/** A request body as text: JSON of field-like objects, JSON with prototype keys, garbage, or huge. */
export const hostileBody = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.dictionary(KEYS, jsonValue, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  },
  { weight: 2, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
      '{"email":"a@example.com","__proto__":{"role":"admin"}}',
      '{',
      '',
      'null',
      '[]',
      '"\\ud800"',
      '{"a":"\\u0000"}',
      `{"x":"${'a'.repeat(2_000_000)}"}`,
    ),
  },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  undefined,
);

const QUERY_KEYS = [
  'q',
  'page',
  'pageSize',
  'sort',
  'order',
  'status',
  'ids',
  'from',
  'to',
  'token',
  'folder',
];
export const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS, ...FIELD_NAMES, '__proto__'), fc.string({ maxLength: 6 })),
      hostileText,
    ),
    { maxLength: 5 },
  )
  .map((pairs) => new URLSearchParams(pairs.map(([key, value]) => [key, value.slice(0, 3000)])).toString());

/** What fills a `:id` in a path: ids 1 and 2 (they exist), and every kind of id that does not. */
export const pathParameter = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '9'.repeat(30), 'abc', '%00', '%F0', '__proto__'),
  },
  { weight: 1, arbitrary: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 1000 })).map(String) },
);

export type Credential = 'admin' | 'editor' | 'none' | 'garbage' | 'no-exp' | 'foreign' | 'basic';
export const credential = fc.constantFrom<Credential>(
  'admin',
  'admin',
  'editor',
  'none',
  'garbage',
  'no-exp',
  'foreign',
  'basic',
);

/** The Authorization header for a credential: valid staff tokens, and the ways a token is wrong. */
export async function authorizationHeaders(tokens: { admin: string; editor: string; adminId: number }) {
  const claims = { role: 'admin', tv: 0 };
  const noExp = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(tokens.adminId))
    .sign(TEST_SECRET);
  const foreign = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(tokens.adminId))
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
  return {
    admin: `Bearer ${tokens.admin}`,
    editor: `Bearer ${tokens.editor}`,
    none: undefined,
    garbage: 'Bearer a.b.c',
    'no-exp': `Bearer ${noExp}`,
    foreign: `Bearer ${foreign}`,
    basic: 'Basic YWRtaW46YWRtaW4=',
  } satisfies Record<Credential, string | undefined>;
}

/**
 * Tables whose rows a refused request may legitimately change: `rate_limits` counts refused attempts
 * (that is its job), and failed sign-ins are written to the activity log on purpose.
 */
export const CHANGED_BY_REFUSALS = 'rate_limits; activity_log rows with action login-failed';

/** One hash of every row of every table but the counters a refusal may touch. */
export async function databaseDigest(database: Database): Promise<string> {
  // biome-ignore lint/suspicious/noExplicitAny: every table is read the same way.
  const db = database.db as unknown as Kysely<any>;
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => name !== 'rate_limits' && !name.startsWith('kysely_'))
    .sort();
  const hash = createHash('sha256');
  for (const table of tables) {
    let query = db.selectFrom(table).selectAll().orderBy(sql`1`);
    if (table === 'activity_log') query = query.where('action', '!=', 'login-failed');
    hash.update(`${table}\n${JSON.stringify(await query.execute())}\n`);
  }
  return hash.digest('hex');
}
