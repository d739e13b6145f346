import { sql } from 'kysely';
import type { Database } from '@/server/db/engine';
import { engineValues } from '@/server/db/values';

/** Direct reads and writes of the test database, for what the API itself must not expose. */

export async function countRows({ db }: Database, table: string): Promise<number> {
  const { rows } = await sql<{
    total: number | string;
  }>`select count(*) as total from ${sql.table(table)}`.execute(db);
  return Number(rows[0].total);
}

export interface ActivityRow {
  userId: number | null;
  module: string;
  recordId: number | null;
  action: string;
  changedFields: string | null;
}

/** The most recent activity-log line. */
export async function latestActivity({ db }: Database): Promise<ActivityRow | undefined> {
  return db
    .selectFrom('activity_log')
    .select(['userId', 'module', 'recordId', 'action', 'changedFields'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Activity-log lines in the order written, of one module or of all. */
export async function activityOf({ db }: Database, module?: string): Promise<ActivityRow[]> {
  return db
    .selectFrom('activity_log')
    .select(['userId', 'module', 'recordId', 'action', 'changedFields'])
    .$if(module !== undefined, (query) => query.where('module', '=', module!))
    .orderBy('id', 'asc')
    .execute();
}

export async function setUserActive(database: Database, userId: number, active: boolean) {
  await database.db
    .updateTable('users')
    .set({ active: engineValues(database.engine).encodeBoolean(active) })
    .where('id', '=', userId)
    .execute();
}

export async function bumpTokenVersion({ db }: Database, userId: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** Deletes every row of `table` but those with an id in `keep`. */
export async function emptyTable({ db }: Database, table: string, keep: number[] = []) {
  const kept = keep.length ? sql` where id not in (${sql.join(keep)})` : sql``;
  await sql`delete from ${sql.table(table)}${kept}`.execute(db);
}
