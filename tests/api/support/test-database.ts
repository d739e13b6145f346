import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { type Database, type Engine, openDatabase } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { POSTGRES_ADMIN_URL } from '../../support/postgres-url';

/** The engine under test: `TEST_DB=postgres` runs the same suites on PostgreSQL. */
export const testEngine: Engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** A suite of one engine only: on the other engine's run it does not exist (rather than being skipped). */
export function describeOn(
  engine: Engine,
  name: string,
  suite: () => void,
  options: { timeout?: number } = {},
) {
  if (testEngine === engine) describe(name, options, suite);
}

export { POSTGRES_ADMIN_URL };

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

/** PostgreSQL's answer while another session still holds the template being copied. */
const OBJECT_IN_USE = '55006';

/** Creates `name` as a copy of the run's migrated template (tests/support/postgres-template.ts). */
async function createFromTemplate(name: string) {
  const template = inject('postgresTemplate');
  for (let attempt = 1; ; attempt++) {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
}

/**
 * A fresh, migrated database: in-memory SQLite, or a new PostgreSQL database (a copy of the run's
 * migrated template) dropped afterwards.
 */
export async function createTestDatabase(engine: Engine = testEngine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const database = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(database);
    return { database, destroy: () => database.close() };
  }
  const name = `cms_test_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(name);
  const test = throwawayPostgres(name);
  // Nothing to apply on a copy of the template; it proves the copy is at the latest migration.
  await migrateToLatest(test.database);
  return test;
}

/** A fresh database no migration has touched, for tests that step through the migrations themselves. */
export async function createUnmigratedTestDatabase(engine: Engine = testEngine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const database = openDatabase({ sqliteFile: ':memory:' });
    return { database, destroy: () => database.close() };
  }
  const name = `cms_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return throwawayPostgres(name);
}

/** The PostgreSQL database `name`, opened, and dropped by `destroy`. */
function throwawayPostgres(name: string): TestDatabase {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ postgresUrl: url.toString() });
  return {
    database,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      // The pool's connections may still be saying goodbye: one terminated then by the forced drop
      // makes its client throw an unhandled error. Give them a moment to go.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await cleanup.query(
          'select count(*)::int as connected from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].connected === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
