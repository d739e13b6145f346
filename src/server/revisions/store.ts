import 'server-only';
import type { Kysely } from 'kysely';
import type { AnyModule } from '@/kit/define-module';
import type { AnyRecord } from '@/kit/record-types';
import type { RevisionSummary } from '@/lib/trash';
import type { Engine } from '../db/engine';
import type { DatabaseSchema } from '../db/schema';
import { decodeJson, decodeTimestamp, engineValues } from '../db/values';

/** Versions kept per record; a save past this many drops the oldest. */
export const REVISIONS_KEPT = 50;

export interface Revision extends RevisionSummary {
  record: AnyRecord;
}

interface KeptVersion {
  module: AnyModule;
  /** The record as it was before the save. */
  previous: AnyRecord;
  changedFields: string[];
  userId: number;
  activityId: number;
}

/** Keeps the version a save replaced, then drops the record's versions beyond the newest 50. */
export async function keepRevision(db: Kysely<DatabaseSchema>, engine: Engine, version: KeptVersion) {
  const recordId = version.previous.id;
  await db
    .insertInto('revisions')
    .values({
      module: version.module.key,
      recordId,
      changedFields: version.changedFields.join(','),
      userId: version.userId,
      activityId: version.activityId,
      record: engineValues(engine).encodeJson(version.previous),
      createdAt: new Date().toISOString(),
    })
    .execute();
  const oldestKept = await db
    .selectFrom('revisions')
    .select('id')
    .where('module', '=', version.module.key)
    .where('recordId', '=', recordId)
    .orderBy('id', 'desc')
    .offset(REVISIONS_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) {
    await db
      .deleteFrom('revisions')
      .where('module', '=', version.module.key)
      .where('recordId', '=', recordId)
      .where('id', '<', oldestKept.id)
      .execute();
  }
}

/** Drops every version of these records (deleted for good). */
export async function dropRevisions(db: Kysely<DatabaseSchema>, module: string, recordIds: number[]) {
  if (!recordIds.length) return;
  await db.deleteFrom('revisions').where('module', '=', module).where('recordId', 'in', recordIds).execute();
}

const splitFields = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

function revisionQuery(db: Kysely<DatabaseSchema>, module: AnyModule, recordId: number) {
  return db
    .selectFrom('revisions')
    .leftJoin('users', 'users.id', 'revisions.userId')
    .select([
      'revisions.id',
      'revisions.createdAt',
      'revisions.changedFields',
      'revisions.record',
      'users.firstName',
      'users.lastName',
    ])
    .where('revisions.module', '=', module.key)
    .where('revisions.recordId', '=', recordId);
}

type RevisionRow = Awaited<ReturnType<ReturnType<typeof revisionQuery>['executeTakeFirstOrThrow']>>;

function toRevision(module: AnyModule, row: RevisionRow): Revision {
  const record = decodeJson<AnyRecord>(row.record, { id: 0 } as AnyRecord);
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return {
    id: row.id,
    title: String(record[module.titleField] ?? ''),
    createdAt: decodeTimestamp(row.createdAt) ?? '',
    savedAt: typeof record.updatedAt === 'string' ? record.updatedAt : null,
    userName: name || null,
    changedFields: splitFields(row.changedFields),
    record,
  };
}

/** A record's kept versions, newest first. */
export async function listRevisions(
  db: Kysely<DatabaseSchema>,
  module: AnyModule,
  recordId: number,
): Promise<RevisionSummary[]> {
  const rows = await revisionQuery(db, module, recordId).orderBy('revisions.id', 'desc').execute();
  return rows.map((row) => {
    const { record: _record, ...summary } = toRevision(module, row);
    return summary;
  });
}

export async function findRevision(
  db: Kysely<DatabaseSchema>,
  module: AnyModule,
  recordId: number,
  revisionId: number,
): Promise<Revision | null> {
  const row = await revisionQuery(db, module, recordId)
    .where('revisions.id', '=', revisionId)
    .executeTakeFirst();
  return row ? toRevision(module, row) : null;
}
