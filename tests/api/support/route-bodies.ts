import fc from 'fast-check';
import { modules, settingsPages } from '@/registry';
import { recordMaker, type Values, validValue } from './fixtures';
import { hostileBody, hostileText, hostileValue, STORAGE_EDGES } from './hostile-requests';
import type { TestContext } from './test-app';

/** Bodies the routes outside the modules accept, to start from. */
const OTHER_BODIES: Record<string, Values> = {
  '/api/auth/login': { email: 'someone@example.com', password: 'correct horse battery staple' },
  '/api/auth/forgot-password': { email: 'someone@example.com' },
  '/api/auth/verify': { challenge: 'x'.repeat(120), code: '123456' },
  '/api/auth/verify/enrolment': { challenge: 'x'.repeat(120) },
  '/api/auth/reset-password': { token: 'x'.repeat(43), password: 'a new password of length' },
  '/api/account/password': {
    currentPassword: 'correct horse battery staple',
    newPassword: 'another long passphrase',
  },
  '/api/account/register': {
    email: 'new@example.com',
    password: 'a long passphrase here',
    firstName: 'A',
    lastName: 'B',
  },
  '/api/subscribers/unsubscribe': { token: 'x'.repeat(43) },
  '/api/contact-taps': { kind: 'call', path: '/contact' },
  '/api/users': {
    email: 'new@example.com',
    password: 'a long passphrase here',
    firstName: 'A',
    lastName: 'B',
    role: 'editor',
  },
  '/api/media/:id': { alt: 'A camera', title: 'Camera' },
};

/**
 * A valid body for every route that takes one (a full record of a module, a settings page), with the
 * records its references need created and two records of every module stored (ids for `:id`).
 */
export async function validBodies(t: TestContext, adminToken: string): Promise<Map<string, Values>> {
  const bodies = new Map<string, Values>(Object.entries(OTHER_BODIES));
  for (const module of modules) {
    const maker = await recordMaker(t, module, adminToken);
    for (let index = 0; index < 2; index++) {
      await t.request(`/api/${module.key}`, { method: 'POST', token: adminToken, json: maker.full() });
    }
    const record = maker.full();
    bodies.set(`/api/${module.key}`, record);
    bodies.set(`/api/${module.key}/:id`, record);
    bodies.set(`/api/${module.key}/reorder`, { ids: [2, 1] });
  }
  for (const page of settingsPages) {
    const values: Values = {};
    for (const [name, definition] of Object.entries(page.fields))
      values[name] = validValue(definition, page.key);
    bodies.set(`/api/settings/${page.key}`, values);
  }
  return bodies;
}

const storageEdgeOrHostile = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...STORAGE_EDGES) },
  { weight: 1, arbitrary: hostileText },
);

/** A slug or e-mail of its own for each request, so a repeated body is not refused as a duplicate. */
function unique(base: Values, serial: number): Values {
  const own: Values = {};
  if (typeof base.slug === 'string') own.slug = `${base.slug}-${serial}`;
  if (typeof base.email === 'string') own.email = `n${serial}.${base.email}`;
  return own;
}

/** A route's valid body with exactly one field made hostile: the rest passes, so that one reaches storage. */
export function oneHostileField(base: Values) {
  return fc
    .tuple(fc.constantFrom(...Object.keys(base)), storageEdgeOrHostile, fc.nat())
    .map(([name, value, serial]) => JSON.stringify({ ...base, ...unique(base, serial), [name]: value }));
}

/** A route's valid body with one to three fields swapped for hostile values, or a hostile body. */
export function bodyFor(base: Values | undefined) {
  if (!base || Object.keys(base).length === 0) return hostileBody;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .dictionary(fc.constantFrom(...Object.keys(base)), hostileValue, { minKeys: 1, maxKeys: 3 })
        .map((swapped) => JSON.stringify({ ...base, ...swapped })),
    },
    { weight: 1, arbitrary: hostileBody },
  );
}
