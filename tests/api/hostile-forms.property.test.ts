import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stopMailWorker } from '@/server/mail/worker';
import { formRuntime } from './support/form-runtime';
import {
  API_TWIN,
  apiBases,
  apiTarget,
  type Fields,
  formTarget,
  publicApiRoutes,
  sentFor,
  type Target,
} from './support/hostile-posts';
import { databaseDigest } from './support/hostile-requests';
import { bookingFields, bookThroughApi, freeSlots, siteFormRoutes, textLimits } from './support/site-forms';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * What a visitor, or anyone, can send without signing in: every public API route and every form of
 * the site, with random unicode, text at and around each field's limit (read from the API's OpenAPI
 * document; a form takes the limits of its API twin), random percent-escapes in the path, the query
 * and a form body, from this site or from another. Never a 5xx; a refused request stores nothing;
 * a post from another site is refused.
 */

vi.mock('@/server/api/runtime', async () => (await import('./support/form-runtime')).formRuntimeMock());

const RUNS = Number(process.env.HOSTILE_RUNS ?? 500);
/** `HOSTILE_SEED=<n>` replays a run; the seed of every run is printed when it fails. */
const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);

let t: TestContext;
let targets: Target[];
let tokens: string[];
let digest: string;
/** The targets whose request has a body of fields (in the OpenAPI document, or the form's twin). */
let needsFields: string[];

beforeAll(async () => {
  t = await createTestContext({
    rateLimits: { publicFormsPerIpPerHour: 1_000_000, publicBeaconsPerIpPerHour: 1_000_000 },
  });
  formRuntime.deps = t.deps;
  // An account exists, as on any running site: the first-account sign-up is closed.
  await t.createUser({ role: 'admin' });
  const slots = await freeSlots(t);
  tokens = [];
  for (let index = 0; index < 3; index++) tokens.push(await bookThroughApi(t, slots[index], index));
  const document = (await t.call('/api/openapi.json')).body;
  const bases = apiBases(slots[4]);
  targets = [];
  needsFields = [];
  for (const route of await publicApiRoutes(t)) {
    const key = `${route.method} ${route.path}`;
    const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
    const body = document.paths?.[openApiPath]?.[route.method.toLowerCase()]?.requestBody;
    if (Object.keys(body?.content?.['application/json']?.schema?.properties ?? {}).length)
      needsFields.push(key);
    targets.push(
      apiTarget(t, route, bases[key] ?? {}, route.method === 'POST' ? textLimits(document, openApiPath) : {}),
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
    targets.push(
      formTarget(route, formBases[route.template] ?? {}, twin ? textLimits(document, twin) : {}, tokens),
    );
  }
  digest = await databaseDigest(t.database);
});
afterAll(async () => {
  formRuntime.deps = undefined;
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
        fc
          .constantFrom(...weighted)
          .chain((target) => fc.tuple(fc.constant(target), sentFor(target, tokens))),
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
