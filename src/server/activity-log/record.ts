import 'server-only';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export interface ActivityEntry {
  userId: number | null;
  module: string;
  action: 'create' | 'update' | 'delete' | 'reorder' | 'login' | 'login-failed' | (string & {});
  recordId?: number | null;
  changedFields?: string[];
  ip?: string | null;
}

/**
 * Writes one activity-log line and answers its id; pass the write's transaction so the log and the
 * change land together.
 */
export async function recordActivity(
  executor: { db: Kysely<DatabaseSchema> } | Kysely<DatabaseSchema>,
  entry: ActivityEntry,
): Promise<number> {
  const db = 'db' in executor ? executor.db : executor;
  const { id } = await db
    .insertInto('activity_log')
    .values({
      userId: entry.userId,
      module: entry.module,
      action: entry.action,
      recordId: entry.recordId ?? null,
      changedFields: entry.changedFields?.length ? entry.changedFields.join(',') : null,
      ip: entry.ip ?? null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
