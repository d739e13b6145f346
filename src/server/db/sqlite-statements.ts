import 'server-only';
import type Sqlite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** More than the distinct statements the app runs; lists of ids of every length make the rest. */
const KEPT_STATEMENTS = 500;

export interface KeptStatements extends SqliteDatabase {
  /**
   * Changes whenever anything may have been written to the database since: a statement that writes
   * was run through this connection, or another connection (an operator command) committed.
   */
  changeMark(): string;
}

/**
 * The connection as Kysely's SQLite dialect sees it, with its statements kept compiled: the dialect
 * asks better-sqlite3 to prepare every query afresh, which cost as much as running a list query
 * itself. A statement still being iterated (a streamed query) is busy, and a new one is made for the
 * caller instead. SQLite compiles a kept statement again by itself when the schema has changed.
 * The dialect runs each statement as soon as it has it, so a writing one is counted here.
 */
export function withKeptStatements(sqlite: Sqlite.Database): KeptStatements {
  const statements = new LRUCache<string, Sqlite.Statement>({ max: KEPT_STATEMENTS });
  let writes = 0;
  // Differs from one reading to the next when another connection has committed (SQLite's own count).
  const othersCommits = sqlite.prepare('pragma data_version').pluck();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      const statement = kept && !kept.busy ? kept : sqlite.prepare(sql);
      if (!kept) statements.set(sql, statement);
      if (!statement.reader) writes++;
      return statement;
    },
    changeMark: () => `${writes}.${othersCommits.get()}`,
  };
}
