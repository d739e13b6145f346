import 'server-only';
import type { Kysely } from 'kysely';
import type { AnyModule } from '@/kit/define-module';
import type { AnyRecord } from '@/kit/record-types';
import type { TrashEntry } from '@/lib/trash';
import type { Engine } from '../db/engine';
import type { DatabaseSchema } from '../db/schema';
import { decodeJson, decodeTimestamp, engineValues } from '../db/values';
import { dropRevisions } from '../revisions/store';

/** How long a deleted record waits in the trash before it is deleted for good. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps a record just deleted from its table, inside the deletion's transaction. Its internal
 * columns are kept beside its fields (never shown): a subscriber restored keeps the unsubscribe
 * link of the newsletters already sent.
 */
export async function keepInTrash(
  db: Kysely<DatabaseSchema>,
  engine: Engine,
  module: AnyModule,
  record: AnyRecord,
  userId: number,
  internal: Record<string, unknown> = {},
) {
  const title = String(record[module.titleField] ?? '').trim() || `#${record.id}`;
  await db
    .insertInto('trash')
    .values({
      module: module.key,
      recordId: record.id,
      title: title.slice(0, 300),
      deletedBy: userId,
      record: engineValues(engine).encodeJson({ ...internal, ...record }),
      deletedAt: new Date().toISOString(),
    })
    .execute();
}

/**
 * Changes fields of the kept records of a module that `matches` picks (a trashed subscriber who
 * unsubscribes through an old e-mail stays unsubscribed when restored). Answers the record ids.
 */
export async function changeTrashedRecords(
  db: Kysely<DatabaseSchema>,
  engine: Engine,
  moduleKey: string,
  matches: (record: AnyRecord) => boolean,
  changes: Record<string, unknown>,
): Promise<number[]> {
  const entries = await db
    .selectFrom('trash')
    .select(['id', 'recordId', 'record'])
    .where('module', '=', moduleKey)
    .execute();
  const changed: number[] = [];
  for (const entry of entries) {
    const record = decodeJson<AnyRecord>(entry.record, { id: entry.recordId } as AnyRecord);
    if (!matches(record)) continue;
    await db
      .updateTable('trash')
      .set({ record: engineValues(engine).encodeJson({ ...record, ...changes }) })
      .where('id', '=', entry.id)
      .execute();
    changed.push(entry.recordId);
  }
  return changed;
}

/** Deletes for good, with their kept versions, the entries older than 30 days at `now`. */
export async function purgeExpired(db: Kysely<DatabaseSchema>, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom('trash')
      .select(['id', 'module', 'recordId'])
      .where('deletedAt', '<', cutoff)
      .execute();
    if (!expired.length) return 0;
    for (const entry of expired) await dropRevisions(trx, entry.module, [entry.recordId]);
    await trx
      .deleteFrom('trash')
      .where(
        'id',
        'in',
        expired.map((entry) => entry.id),
      )
      .execute();
    return expired.length;
  });
}

/** A page of the trash, newest deletion first, of the modules the reader may open. */
export async function listTrash(
  db: Kysely<DatabaseSchema>,
  query: { page: number; pageSize: number; modules: string[] },
) {
  if (!query.modules.length) return { data: [], total: 0, page: query.page, pageSize: query.pageSize };
  const filtered = db.selectFrom('trash').where('trash.module', 'in', query.modules);
  const [rows, counted] = await Promise.all([
    filtered
      .leftJoin('users', 'users.id', 'trash.deletedBy')
      .select([
        'trash.id',
        'trash.module',
        'trash.recordId',
        'trash.title',
        'trash.deletedAt',
        'users.firstName',
        'users.lastName',
      ])
      .orderBy('trash.deletedAt', 'desc')
      .orderBy('trash.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const data: TrashEntry[] = rows.map((row) => {
    const deletedAt = decodeTimestamp(row.deletedAt) ?? '';
    const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
    return {
      id: row.id,
      module: row.module,
      recordId: row.recordId,
      title: row.title,
      deletedAt,
      purgeAt: new Date(new Date(deletedAt).getTime() + TRASH_DAYS * DAY_MS).toISOString(),
      deletedByName: name || null,
    };
  });
  return { data, total: Number(counted.total), page: query.page, pageSize: query.pageSize };
}

/** One entry with the record it keeps, or null. */
export async function findTrashEntry(db: Kysely<DatabaseSchema>, id: number) {
  const row = await db.selectFrom('trash').selectAll().where('id', '=', id).executeTakeFirst();
  return row
    ? { ...row, record: decodeJson<AnyRecord>(row.record, { id: row.recordId } as AnyRecord) }
    : null;
}
