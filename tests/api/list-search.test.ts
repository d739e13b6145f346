import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiriesModule } from '@/features/inquiries/module';
import { blogsModule } from '@/modules/blogs/module';
import { portfoliosModule } from '@/modules/portfolios/module';
import { reviewsModule } from '@/modules/reviews/module';
import { migrationKit } from '@/server/db/migration-kit';
import { searchTerms } from '@/server/db/search-text';
import { engineValues } from '@/server/db/values';
import { createTestContext, type TestContext } from './support/test-app';
import { describeOn, testEngine } from './support/test-database';

/**
 * A list search over several fields: each of its words must be in one field (PostgreSQL compares
 * the fields joined, and its trigram index serves that), in any order, and the total stays right
 * whether the page tells it or a count does.
 */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  ({ token } = await t.createUser({ email: 'search@example.com' }));
});
afterAll(() => t.destroy());

const SEPARATOR = '\u001f';

async function insertFaq(question: string, answer: string) {
  const values = engineValues(t.database.engine);
  const now = values.encodeTimestamp(new Date());
  await (t.database.db as unknown as AnyDb)
    .insertInto('faqs')
    .values({
      question,
      answer,
      sortOrder: 0,
      published: values.encodeBoolean(true),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** New inquiries straight into the table, each with an address of its own. */
async function insertInquiries(inquiries: { name: string; message: string }[]) {
  const values = engineValues(t.database.engine);
  const now = values.encodeTimestamp(new Date());
  const stamp = Date.now().toString(36);
  await (t.database.db as unknown as AnyDb)
    .insertInto('inquiries')
    .values(
      inquiries.map(({ name, message }, index) => ({
        name,
        email: `lead${stamp}${index}@example.com`,
        message,
        status: 'new',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

async function searchFaqs(text: string) {
  const values = engineValues(t.database.engine);
  const rows = await (t.database.db as unknown as AnyDb)
    .selectFrom('faqs')
    .select('question')
    .where((eb) => values.containsTextInAny(eb, ['question', 'answer'], text))
    .execute();
  return rows.map((row) => row.question).sort();
}

describe(`search over several fields on ${testEngine}`, () => {
  it('finds a text in any one field, never across two', async () => {
    await insertFaq('Night VISION cameras?', 'Every Überwachung model sees in the dark');
    await insertFaq(`Odd ${SEPARATOR} question`, 'plain answer');
    expect(await searchFaqs('vision')).toEqual(['Night VISION cameras?']);
    expect(await searchFaqs('ÜBERWACHUNG MODEL')).toEqual(['Night VISION cameras?']);
    expect(await searchFaqs('cameras?every')).toEqual([]);
    expect(await searchFaqs(`cameras?${SEPARATOR}every`)).toEqual([]);
    expect(await searchFaqs(`odd ${SEPARATOR} q`)).toEqual([`Odd ${SEPARATOR} question`]);
  });

  it('finds every word of a search in any order, each in any field, and a quoted phrase as written', async () => {
    await insertInquiries([
      { name: 'Sam Kim', message: 'Cameras for the garage and the storefront' },
      { name: 'Kim Walters', message: 'Storefront cameras only' },
      { name: 'Ana-María Ortiz', message: 'Garage camera, 90210' },
    ]);
    const namesFound = async (q: string) => {
      const { status, body } = await t.call(`/api/inquiries?q=${encodeURIComponent(q)}&pageSize=100`, {
        token,
      });
      expect(status, q).toBe(200);
      return (body as { data: { name: string }[] }).data.map((row) => row.name).sort();
    };
    expect(await namesFound('Kim Sam')).toEqual(['Sam Kim']);
    expect(await namesFound('garage   STOREFRONT')).toEqual(['Sam Kim']);
    expect(await namesFound('storefront kim')).toEqual(['Kim Walters', 'Sam Kim']);
    // A word in the name and one in the message of the same inquiry.
    expect(await namesFound('ortiz 90210')).toEqual(['Ana-María Ortiz']);
    expect(await namesFound('Ana María')).toEqual(['Ana-María Ortiz']);
    expect(await namesFound('"the garage and" sam')).toEqual(['Sam Kim']);
    expect(await namesFound('"storefront and the garage"')).toEqual([]);
    expect(await namesFound('kim nobody')).toEqual([]);
    // An empty phrase looks for nothing; a phrase left open runs to the end.
    expect(await namesFound('Kim Sam ""')).toEqual(['Sam Kim']);
    expect(await namesFound('sam "the garage and')).toEqual(['Sam Kim']);
  });

  it('answers the total on a short page, a full page and a page past the end', async () => {
    await insertInquiries(
      Array.from({ length: 5 }, (_, index) => ({ name: `Pager ${index}`, message: 'Totals please' })),
    );
    const totalOf = async (query: string) =>
      (await t.call(`/api/inquiries?q=totals&${query}`, { token })).body as {
        data: unknown[];
        total: number;
      };
    expect(await totalOf('pageSize=2&page=3')).toMatchObject({ total: 5, data: [{}] });
    expect(await totalOf('pageSize=5&page=1')).toMatchObject({ total: 5 });
    expect(await totalOf('pageSize=2&page=1')).toMatchObject({ total: 5 });
    expect(await totalOf('pageSize=2&page=9')).toMatchObject({ total: 5, data: [] });
    expect(await totalOf('pageSize=20&page=1')).toMatchObject({ total: 5 });
  });
});

describeOn('postgres', 'trigram search index on postgres', () => {
  it('serves the search of every list that has one, and a refused index leaves the migration going', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    const indexed = await sql<{ tablename: string; indexname: string }>`
      select tablename, indexname from pg_indexes where indexname like '%_search_trigram'`.execute(db);
    const modules = [inquiriesModule, blogsModule, portfoliosModule, reviewsModule];
    expect(indexed.rows.map((row) => row.tablename).sort()).toEqual(
      modules.map((module) => module.table).sort(),
    );
    // Each list's search, as the list sends it, must be the very expression its index holds.
    const values = engineValues('postgres');
    await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      for (const module of modules) {
        for (const text of ['camera', 'überwachung', 'garage storefront', 'josé núñez']) {
          const search = (trx as unknown as AnyDb)
            .selectFrom(module.table)
            .select('id')
            .where((eb) =>
              eb.and(
                searchTerms(text).map((term) => values.containsTextInAny(eb, module.searchFields, term)),
              ),
            )
            .compile();
          const plan = await trx.executeQuery(
            CompiledQuery.raw(`explain ${search.sql}`, [...search.parameters]),
          );
          expect(JSON.stringify(plan.rows), `${module.table}: ${text}`).toContain(
            `${module.table}_search_trigram`,
          );
        }
      }
    });
    const kit = migrationKit('postgres');
    await db.transaction().execute(async (trx) => {
      await kit.trigramSearchIndex(trx, 'faqs_search_broken', 'faqs', ['no_such_column']);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(trx);
      expect(rows).toEqual([{ one: 1 }]);
    });
  });
});
