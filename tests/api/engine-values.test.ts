import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBoolean, decodeJson, decodeTimestamp, engineValues } from '@/server/db/values';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/** The engine differences the data layer owns, proved on the engine under test. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const insertFaq = async (question: string, published: boolean) => {
  const values = engineValues(t.database.engine);
  const now = values.encodeTimestamp(new Date());
  const db = t.database.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
  return db
    .insertInto('faqs')
    .values({
      question,
      answer: '<p>a</p>',
      sortOrder: 0,
      published: values.encodeBoolean(published),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

describe(`engine values on ${testEngine}`, () => {
  it('round-trips booleans and timestamps', async () => {
    const row = await insertFaq('Round trip?', false);
    expect(decodeBoolean(row.published)).toBe(false);
    expect(decodeTimestamp(row.createdAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('searches case-insensitively and treats % and _ literally', async () => {
    await insertFaq('Do you install PTZ Cameras?', true);
    await insertFaq('Is 100% coverage possible?', true);
    await insertFaq('What is a dome_camera?', true);
    await insertFaq('Is 1000 coverage possible?', true);
    const values = engineValues(t.database.engine);
    const db = t.database.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    const search = async (text: string) =>
      (
        await db
          .selectFrom('faqs')
          .select('question')
          .where((eb) => values.containsText(eb, 'question', text))
          .execute()
      )
        .map((row) => row.question)
        .sort();
    expect(await search('ptz cameras')).toEqual(['Do you install PTZ Cameras?']);
    expect(await search('100%')).toEqual(['Is 100% coverage possible?']);
    expect(await search('dome_')).toEqual(['What is a dome_camera?']);
  });

  it('decodes JSON from text or from the driver', () => {
    expect(decodeJson('["a","b"]', [])).toEqual(['a', 'b']);
    expect(decodeJson(['a'], [])).toEqual(['a']);
    expect(decodeJson(null, [])).toEqual([]);
  });
});
