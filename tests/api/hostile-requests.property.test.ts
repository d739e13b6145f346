import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopMailWorker } from '@/server/mail/worker';
import { localMediaStorage } from '@/server/media/local-storage';
import type { Values } from './support/fixtures';
import {
  apiRoutes,
  authorizationHeaders,
  type Credential,
  contentType,
  credential,
  databaseDigest,
  hostileQuery,
  hostileText,
  pathParameter,
} from './support/hostile-requests';
import { png } from './support/media';
import { bodyFor, oneHostileField, validBodies } from './support/route-bodies';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/** Requests per run: the file stays well under a minute per engine on a shared two-core machine. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 600);
/** `HOSTILE_SEED=<n>` replays a run; the seed of every run is printed when it fails. */
const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);
const HANG_MS = 10_000;
const WRITES = ['POST', 'PUT', 'PATCH'];
/** Routes that would mail whatever SMTP host a random body names: only ever refused here (loopback only). */
const MAIL_SERVER_ROUTES = new Set(['PUT /api/settings/email', 'POST /api/settings/email/test']);

let t: TestContext;
let dataDir: string;
/** Database rows and stored upload files: what a refused request must leave as it was. */
const stateDigest = async () =>
  `${await databaseDigest(t.database)} ${(await readdir(dataDir, { recursive: true })).sort().join('|')}`;
let authorization: Record<Credential, string | undefined>;
let routes: Array<{ method: string; path: string }>;
let bodies: Map<string, Values>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hostile-requests-'));
  t = await createTestContext({
    rateLimits: { publicFormsPerIpPerHour: 1_000_000, publicBeaconsPerIpPerHour: 1_000_000 },
    mediaStorage: localMediaStorage(path.join(dataDir, 'uploads')),
  });
  // Users 1 and 2 are what `:id` paths change or delete; the accounts the requests sign in as come
  // after, so an accepted edit never revokes the tokens every later request relies on.
  await t.createUser({ role: 'admin' });
  await t.createUser({ role: 'editor' });
  const admin = await t.createUser({ role: 'admin' });
  const editor = await t.createUser({ role: 'editor' });
  authorization = await authorizationHeaders({
    admin: admin.token,
    editor: editor.token,
    adminId: admin.user.id,
  });
  routes = apiRoutes(t.app.routes);
  bodies = await validBodies(t, admin.token);
  for (let index = 0; index < 2; index++) {
    const form = new FormData();
    form.set(
      'file',
      new File([new Uint8Array(await png(40, 30))], `picture${index}.png`, { type: 'image/png' }),
    );
    await t.request('/api/media', { method: 'POST', token: admin.token, body: form });
  }
});
afterAll(async () => {
  await t.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const withTimeout = <T>(promise: Promise<T>, label: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms: ${label}`)), HANG_MS),
    ),
  ]);

/** Anything to any route: who asks, how, with which query, headers and body. */
const wildRequest = () =>
  fc.nat({ max: routes.length - 1 }).chain((index) =>
    fc.record({
      route: fc.constant(routes[index]),
      id: pathParameter,
      query: hostileQuery,
      credential,
      contentType,
      body: bodyFor(bodies.get(routes[index].path)),
      headerValue: hostileText,
    }),
  );

/** A signed-in administrator's well-formed write with a few hostile values: what reaches the database. */
const deepRequest = () => {
  const writes = routes.filter((route) => WRITES.includes(route.method) && bodies.has(route.path));
  return fc.constantFrom(...writes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      id: fc.constantFrom('1', '2'),
      query: fc.constant(''),
      credential: fc.constant<Credential>('admin'),
      contentType: fc.constant('application/json'),
      body: oneHostileField(bodies.get(route.path) ?? {}),
      headerValue: fc.constant('203.0.113.9'),
    }),
  );
};

const hostileRequest = () =>
  fc.oneof({ weight: 1, arbitrary: wildRequest() }, { weight: 2, arbitrary: deepRequest() });

describe(`hostile requests to every API route (${testEngine})`, () => {
  it('never answer 500 nor hang, and a refused request changes nothing', async () => {
    expect(routes.length).toBeGreaterThan(150);
    const counts = { refused: 0, accepted: 0 };
    let digest = await stateDigest();
    await fc.assert(
      fc.asyncProperty(hostileRequest(), async (input) => {
        const { route } = input;
        const key = `${route.method} ${route.path}`;
        const path = route.path.replaceAll(':id', encodeURIComponent(input.id).replace('%25', '%'));
        const headers = new Headers({ 'x-forwarded-for': input.headerValue.replace(/[^\x20-\x7e]/g, '?') });
        const auth =
          MAIL_SERVER_ROUTES.has(key) && input.credential === 'admin' ? 'editor' : input.credential;
        if (authorization[auth]) headers.set('authorization', authorization[auth]);
        const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
        if (hasBody && input.contentType) headers.set('content-type', input.contentType);
        const label = `${key} as ${auth} with ${input.contentType} ${input.body.slice(0, 200)}`;
        const response = await withTimeout(
          t.request(`${path}${input.query ? `?${input.query}` : ''}`, {
            method: route.method,
            headers,
            body: hasBody ? input.body : undefined,
          }),
          label,
        );
        const text = await withTimeout(response.text(), label);
        expect(response.status, `${label}\n=> ${text.slice(0, 300)}`).toBeLessThan(500);
        expect(Object.prototype, 'prototype polluted').not.toHaveProperty('polluted');
        if (response.status < 400) await stopMailWorker(t.deps);
        const after = await stateDigest();
        if (response.status >= 400) {
          counts.refused++;
          expect(after, `refused ${response.status} yet changed the database: ${label}`).toBe(digest);
        } else {
          counts.accepted++;
        }
        digest = after;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(
      `hostile requests (${testEngine}, seed ${SEED}): ${counts.refused} refused, ${counts.accepted} accepted`,
    );
    // Each request is followed by a digest of every table: in `npm test`, beside the other engine's
    // run and the build on two cores, the 600 took more than two minutes on PostgreSQL.
  }, 300_000);
});
