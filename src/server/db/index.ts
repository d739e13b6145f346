import 'server-only';
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import { listenForPurges } from '../cache/purge-broadcast';
import { processDatabase } from '../handshake/page-server-handshake';
import { logger } from '../log';
import { onShutdown } from '../shutdown';
import { type Database, type DatabaseLocation, openDatabase } from './engine';
import { migrateToLatest, NewerDatabaseError } from './migrate';
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
  const there = databaseFileIsThere(sqliteFile);
  if (existing && !there)
    throw new Error(
      `There is no database at ${sqliteFile}: set DATA_DIR (or DATABASE_URL) as the site runs with.`,
    );
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  // Another user's database or folder: said with its path (EACCES), not as SQLite's "unable to open".
  accessSync(there ? sqliteFile : env.DATA_DIR, constants.R_OK | constants.W_OK);
  return { sqliteFile };
}

/** Whether the database file exists; a folder this user may not look into is said as such. */
function databaseFileIsThere(sqliteFile: string): boolean {
  try {
    statSync(sqliteFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
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
      // A newer release's database is said once, by the start's fatal line (`start-failure.ts`).
      if (error instanceof NewerDatabaseError) throw error;
      // Not the error object itself: a pg error can carry its client, password and all.
      logger.error(
        { component: 'db', ...describeDriverError(error), stack: (error as Error)?.stack },
        'database could not be opened',
      );
      throw error;
    }),
  );
}
