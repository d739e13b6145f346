import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@/server/db/engine';
import { sortableColumns } from '../support/sortable-columns';
import { type CorpusRequest, comparisonCorpus, SEED } from './support/comparison-corpus';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * Same request, same answer: one corpus of ordinary and hostile requests goes to an app on SQLite
 * and to an app on PostgreSQL, and every answer (status and body, its ids and times set aside)
 * must be the same. The comparison is registered in the PostgreSQL run only, which holds both apps;
 * search and sort are checked on the engine of each run.
 */

function describeOn(engine: Engine, name: string, suite: () => void) {
  if (testEngine === engine) describe(name, suite);
}

/** Values that differ by nature between two databases: generated ids, times of writing, request ids. */
const VOLATILE = new Set(['id', 'requestId', 'createdAt', 'updatedAt', 'lastLoginAt']);

function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        inner !== null && (VOLATILE.has(key) || (/Id$/.test(key) && typeof inner === 'number'))
          ? `<${key}>`
          : normalise(inner),
      ]),
    );
  }
  return value;
}

interface Side {
  context: TestContext;
  token: string;
}

async function open(engine: Engine): Promise<Side> {
  const context = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } }, engine);
  const { token } = await context.createUser({ email: 'compare@example.com', lastName: 'Compare' });
  return { context, token };
}

async function answer({ context, token }: Side, request: CorpusRequest) {
  const { status, body, text } = await context.call(request.path, {
    method: request.method,
    json: request.json,
    token: request.anonymous ? undefined : token,
  });
  return { status, body: normalise(body ?? text) };
}

const describeRequest = ({ method, path, json }: CorpusRequest) =>
  `${method} ${path}${json === undefined ? '' : ` ${JSON.stringify(json).slice(0, 120)}`}`;

async function seed(side: Side) {
  for (const request of SEED) expect((await answer(side, request)).status).toBe(201);
}

describe(`search and sort on ${testEngine}`, () => {
  let local: Side;
  beforeAll(async () => {
    local = await open(testEngine);
    await seed(local);
  });
  afterAll(async () => {
    await local?.context.destroy();
  });

  it('searches every letter without case and takes %, _ and \\ as they are', async () => {
    const titles = async (side: Side, q: string) =>
      (await answer(side, { method: 'GET', path: `/api/blogs?q=${encodeURIComponent(q)}` })).body as {
        data: { title: string }[];
      };
    for (const side of [local]) {
      const found = (await titles(side, 'überwachung')).data.map((post) => post.title).sort();
      expect(found).toEqual(['ÜBERWACHUNG GROSS', 'Überwachung für Büros', 'überwachung klein']);
      expect((await titles(side, '%')).data.map((post) => post.title)).toEqual(['100% coverage']);
      expect((await titles(side, '_')).data.map((post) => post.title)).toEqual(['a_b wiring']);
      expect((await titles(side, '\\')).data.map((post) => post.title)).toEqual(['back\\slash camera']);
    }
  });

  it('sorts empty values last in both directions', async () => {
    for (const side of [local]) {
      for (const order of ['asc', 'desc']) {
        const { body } = await answer(side, {
          method: 'GET',
          path: `/api/blogs?sort=publishedAt&order=${order}&pageSize=100`,
        });
        // A draft saved without a publish time has none.
        const times = (body as { data: { publishedAt: string | null }[] }).data.map(
          (post) => post.publishedAt,
        );
        const firstEmpty = times.indexOf(null);
        expect(firstEmpty).toBeGreaterThan(0);
        expect(times.slice(firstEmpty).every((time) => time === null)).toBe(true);
      }
    }
  });
});

describeOn('postgres', 'SQLite and PostgreSQL answer alike', () => {
  let sqlite: Side;
  let postgres: Side;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([open('sqlite'), open('postgres')]);
    await Promise.all([seed(sqlite), seed(postgres)]);
  });
  afterAll(async () => {
    await Promise.all([sqlite?.context.destroy(), postgres?.context.destroy()]);
  });

  it('gives the same answer to every request of the corpus', async () => {
    const corpus = comparisonCorpus({
      blogs: sortableColumns('blogs'),
      inquiries: sortableColumns('inquiries'),
    });
    const differences: string[] = [];
    for (const request of corpus) {
      const [onSqlite, onPostgres] = [await answer(sqlite, request), await answer(postgres, request)];
      try {
        expect(onSqlite).toEqual(onPostgres);
      } catch {
        differences.push(
          `${describeRequest(request)}\n  SQLite ${onSqlite.status} ${JSON.stringify(onSqlite.body).slice(0, 200)}` +
            `\n  PostgreSQL ${onPostgres.status} ${JSON.stringify(onPostgres.body).slice(0, 200)}`,
        );
      }
    }
    console.info(
      `engine comparison: ${SEED.length + corpus.length} requests, ${differences.length} different`,
    );
    expect(differences).toEqual([]);
    // Hundreds of requests to each engine: in `npm test`, beside the build, more than 30 s.
  }, 120_000);
});
