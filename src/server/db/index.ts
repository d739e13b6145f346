import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import { listenForPurges } from '../cache/purge-broadcast';
import { logger } from '../log';
import { onShutdown } from '../shutdown';
import { type Database, type DatabaseLocation, openDatabase } from './engine';
import { migrateToLatest } from './migrate';
import { runStartupTasks } from './startup-tasks';
import { describeDriverError } from './unavailable';

export const SQLITE_FILE_NAME = 'site.db';

let opening: Promise<Database> | null = null;

/** The database the environment selects: PostgreSQL at `DATABASE_URL`, else SQLite in `DATA_DIR`. */
export function configuredDatabaseLocation(): DatabaseLocation {
  if (env.DATABASE_URL) return { postgresUrl: env.DATABASE_URL };
  mkdirSync(env.DATA_DIR, { recursive: true });
  return { sqliteFile: path.join(env.DATA_DIR, SQLITE_FILE_NAME) };
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
 * The server's database, opened on first use (never during `next build`) and migrated. A failed
 * open is not cached: the next request tries again.
 */
export function getDatabase(): Promise<Database> {
  opening ??= open().catch((error) => {
    opening = null;
    // Not the error object itself: a pg error can carry its client, password and all.
    logger.error(
      { component: 'db', ...describeDriverError(error), stack: (error as Error)?.stack },
      'database could not be opened',
    );
    throw error;
  });
  return opening;
}
