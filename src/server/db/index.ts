import 'server-only';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import { listenForPurges } from '../cache/purge-broadcast';
import { processDatabase } from '../handshake/page-server-handshake';
import { logger } from '../log';
import { onShutdown } from '../shutdown';
import { type Database, type DatabaseLocation, openDatabase } from './engine';
import { migrateToLatest } from './migrate';
import { runStartupTasks } from './startup-tasks';
import { describeDriverError } from './unavailable';

export const SQLITE_FILE_NAME = 'site.db';

/**
 * The database the environment selects: PostgreSQL at `DATABASE_URL`, else SQLite in `DATA_DIR`
 * (made, readable by its owner only, unless `existing` asks for a database that is already there).
 */
export function configuredDatabaseLocation({ existing = false } = {}): DatabaseLocation {
  if (env.DATABASE_URL) return { postgresUrl: env.DATABASE_URL };
  const sqliteFile = path.resolve(env.DATA_DIR, SQLITE_FILE_NAME);
  if (existing && !existsSync(sqliteFile))
    throw new Error(
      `There is no database at ${sqliteFile}: set DATA_DIR (or DATABASE_URL) as the site runs with.`,
    );
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  return { sqliteFile };
}

async function open(): Promise<Database> {
  const database = openDatabase(configuredDatabaseLocation(), { logger });
  try {
    const applied = await migrateToLatest(database);
    if (applied.length) logger.info({ migrations: applied }, 'database migrated');
    await runStartupTasks(database);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  // Other instances' writes purge this one's page cache (scripts/server.ts keeps the cache).
  const purges = env.DATABASE_URL ? listenForPurges(env.DATABASE_URL, logger) : null;
  onShutdown(async () => {
    await purges?.close();
    await database.close();
  });
  return database;
}

/**
 * The server's database, opened on first use (never during `next build`) and migrated, once per
 * process (the handshake keeps it for every bundle of the app). A failed open is not kept: the next
 * request tries again.
 */
export function getDatabase(): Promise<Database> {
  return processDatabase(() =>
    open().catch((error) => {
      // Not the error object itself: a pg error can carry its client, password and all.
      logger.error(
        { component: 'db', ...describeDriverError(error), stack: (error as Error)?.stack },
        'database could not be opened',
      );
      throw error;
    }),
  );
}
