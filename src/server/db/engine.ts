import 'server-only';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
  /** The raw better-sqlite3 handle or pg pool, for libraries that take one (rate limiting). */
  raw: Sqlite.Database | pg.Pool;
  close(): Promise<void>;
}

export type DatabaseLocation = { postgresUrl: string } | { sqliteFile: string };

// BIGINT counts (e.g. count(*)) come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(location: DatabaseLocation): Database {
  if ('postgresUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.postgresUrl, max: 10 });
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', raw: pool, close: () => db.destroy() };
  }
  const sqlite = new Sqlite(location.sqliteFile);
  // Durability first: WAL with a full sync on every commit loses no acknowledged write on a crash.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', raw: sqlite, close: () => db.destroy() };
}
