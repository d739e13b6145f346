import 'server-only';
import { chmodSync } from 'node:fs';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { createLogger } from '../log/logger';
import type { DatabaseSchema } from './schema';
import { withKeptStatements } from './sqlite-statements';
import { FOLD_FUNCTION, foldCase } from './text-fold';
import { describeDriverError } from './unavailable';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
  /** The raw better-sqlite3 handle or pg pool, for libraries that take one (rate limiting). */
  raw: Sqlite.Database | pg.Pool;
  /**
   * SQLite only: a mark that changes whenever anything may have been written since it was read, so
   * an answer made from the database can be kept until then (`src/server/api/kept-answers.ts`).
   * PostgreSQL has none: other instances write to it unseen.
   */
  changeMark?: () => string;
  /**
   * One round trip to the database (`select 1`) through the driver itself, for the health check:
   * asked many times a second by probes and load balancers, it skips Kysely's query building.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation = { postgresUrl: string } | { sqliteFile: string };

// BIGINT counts (e.g. count(*)) come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface OpenOptions {
  /** Where a connection lost while idle is reported (the server's logger; tests capture it). */
  logger?: Pick<Logger, 'warn'>;
}

/** Waiting longer than this for a connection (server down or unreachable, pool exhausted) fails. */
const CONNECT_TIMEOUT_MS = 30_000;

let fallbackLogger: Pick<Logger, 'warn'> | null = null;

function defaultLogger(): Pick<Logger, 'warn'> {
  if (!fallbackLogger) fallbackLogger = createLogger(process.env.LOG_LEVEL ?? 'info');
  return fallbackLogger;
}

/** The most PostgreSQL connections one process opens for its queries (the purge listener aside). */
export const POOL_SIZE = 10;

export function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): Database {
  if ('postgresUrl' in location) {
    const pool = new pg.Pool({
      connectionString: location.postgresUrl,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Named in pg_stat_activity, per process: one pool each, shared by all of Next's bundles.
      application_name: `site database pool, pid ${process.pid}`,
    });
    // An idle connection that the server drops (restart, failover, pg_terminate_backend) is
    // reported here; without a listener it would be an uncaught exception. The pool has already
    // discarded it and opens a new one on the next query. The error is not logged as is: pg hangs
    // the client on it, with the connection's password and backend secret key.
    const log = options.logger ?? defaultLogger();
    const lost = (error: Error, state: 'idle' | 'in use') =>
      log.warn(
        { event: 'database_connection_lost', component: 'db', state, ...describeDriverError(error) },
        'database connection lost; it will be replaced',
      );
    pool.on('error', (error) => lost(error, 'idle'));
    // A connection checked out (e.g. a transaction between two queries) has no pool listener: an
    // error there would be uncaught too. Its next query fails, and the pool discards it on release.
    const inUse = new WeakSet<pg.PoolClient>();
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        // Once per connection: a dropped one may report its end a second time.
        if (inUse.delete(client)) lost(error, 'in use');
      });
    });
    pool.on('acquire', (client) => inUse.add(client));
    pool.on('release', (_error, client) => inUse.delete(client));
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    const ping = async () => {
      await pool.query('select 1');
    };
    return { db, engine: 'postgres', raw: pool, ping, close: () => db.destroy() };
  }
  const sqlite = new Sqlite(location.sqliteFile);
  // It holds password hashes: readable by its owner only, whatever the umask (its -wal and -shm
  // files take the same mode). Not possible on another user's file, nor needed in memory.
  try {
    chmodSync(location.sqliteFile, 0o600);
  } catch {}
  // Durability first: WAL with a full sync on every commit loses no acknowledged write on a crash.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.function(FOLD_FUNCTION, { deterministic: true }, (text) =>
    typeof text === 'string' ? foldCase(text) : text,
  );
  const connection = withKeptStatements(sqlite);
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: connection }) });
  const pingStatement = sqlite.prepare('select 1');
  const ping = async () => {
    pingStatement.get();
  };
  return {
    db,
    engine: 'sqlite',
    raw: sqlite,
    changeMark: connection.changeMark,
    ping,
    close: () => db.destroy(),
  };
}
