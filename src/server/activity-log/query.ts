import 'server-only';
import type { AnyModule } from '@/kit/define-module';
import type { ActivityLogPage } from '@/lib/activity-log';
import type { Database } from '../db/engine';
import { decodeTimestamp } from '../db/values';
import { findRecordTitles } from './record-titles';

export interface ActivityLogQuery {
  page: number;
  pageSize: number;
  /** Only this user's entries. */
  userId?: number;
  module?: string;
  action?: string;
}

function splitChangedFields(value: string | null): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

function fullName(firstName: string | null, lastName: string | null): string | null {
  if (firstName === null && lastName === null) return null;
  return `${firstName ?? ''} ${lastName ?? ''}`.trim();
}

/** A page of the activity log, newest first, with each entry's user and record title. */
export async function listActivity(
  database: Database,
  query: ActivityLogQuery,
  readableModules: readonly AnyModule[],
): Promise<ActivityLogPage> {
  const { db } = database;
  let filtered = db.selectFrom('activity_log');
  if (query.userId !== undefined) filtered = filtered.where('activity_log.userId', '=', query.userId);
  if (query.module !== undefined) filtered = filtered.where('activity_log.module', '=', query.module);
  if (query.action !== undefined) filtered = filtered.where('activity_log.action', '=', query.action);

  const [rows, counted] = await Promise.all([
    filtered
      .leftJoin('users', 'users.id', 'activity_log.userId')
      .leftJoin('revisions', 'revisions.activityId', 'activity_log.id')
      .select([
        'activity_log.id',
        'activity_log.userId',
        'activity_log.module',
        'activity_log.recordId',
        'activity_log.action',
        'activity_log.changedFields',
        'activity_log.ip',
        'activity_log.createdAt',
        'users.firstName',
        'users.lastName',
        'users.email',
        'revisions.id as revisionId',
      ])
      .orderBy('activity_log.createdAt', 'desc')
      .orderBy('activity_log.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);

  const titles = await findRecordTitles(database, rows, readableModules);
  return {
    data: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      userName: fullName(row.firstName, row.lastName),
      userEmail: row.email,
      module: row.module,
      recordId: row.recordId,
      recordTitle: row.recordId === null ? null : (titles.get(row.module)?.get(row.recordId) ?? null),
      action: row.action,
      changedFields: splitChangedFields(row.changedFields),
      revisionId: row.revisionId ?? null,
      ip: row.ip,
      createdAt: decodeTimestamp(row.createdAt) ?? '',
    })),
    total: Number(counted.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
