import type Sqlite from 'better-sqlite3';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortableColumns } from '@/kit/sortable-columns';
import { registry } from '@/registry';
import { listQueries } from '@/server/records/repository';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/**
 * Every order a list that grows offers (a module without a hand-made order), both ways, is read
 * from an index on this run's engine: the engine's own plan of the list query has no sort of its
 * rows. A module that declares a new list column needs an index for it (`kit.sortIndexes` in a
 * migration), or this test names it.
 */
const growing = registry.modules.filter((module) => !module.sortOrderField);

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.destroy());

/** The engine's plan of a query, one line per step. */
async function planOf(compiled: { sql: string; parameters: readonly unknown[] }): Promise<string[]> {
  if (testEngine === 'sqlite') {
    const raw = test.database.raw as Sqlite.Database;
    const steps = raw.prepare(`explain query plan ${compiled.sql}`).all(...compiled.parameters) as {
      detail: string;
    }[];
    return steps.map((step) => step.detail);
  }
  const client = await (test.database.raw as pg.Pool).connect();
  try {
    await client.query('begin');
    // On an empty table a scan and a sort cost nothing: the planner is told to take an index
    // wherever one can give the order, and still sorts where none can.
    await client.query('set local enable_sort = off');
    await client.query('set local enable_seqscan = off');
    const plan = await client.query(`explain ${compiled.sql}`, [...compiled.parameters]);
    return plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** Whether the plan sorts the rows itself (a sort of the ties of one index value is no such sort). */
const sortsRows = (plan: string[]) =>
  plan.some((step) =>
    testEngine === 'sqlite' ? /TEMP B-TREE FOR ORDER BY/.test(step) : /^\s*(->\s*)?Sort\s+\(/.test(step),
  );

describe(`every order a growing list offers has an index (${testEngine})`, () => {
  it('covers the lists that grow', () => {
    expect(growing.map((module) => module.key)).toEqual(
      expect.arrayContaining(['blogs', 'inquiries', 'subscribers', 'portfolios', 'jobs', 'users']),
    );
  });

  for (const module of growing) {
    it(`${module.key}: ${sortableColumns(module).join(', ')}`, async () => {
      const unserved: string[] = [];
      for (const sort of sortableColumns(module)) {
        for (const order of ['asc', 'desc'] as const) {
          const { rows } = listQueries(test.database, module, { page: 1, pageSize: 20, sort, order });
          const plan = await planOf(rows.compile());
          if (sortsRows(plan)) unserved.push(`${sort} ${order}: ${plan.join(' | ')}`);
        }
      }
      expect(unserved, `sorted without an index; add one with kit.sortIndexes in a migration`).toEqual([]);
    });
  }
});
