import 'server-only';
import type { Context } from 'hono';
import type { AnyModule } from '@/kit/define-module';
import type { AnyRecord } from '@/kit/record-types';
import { recordActivity } from '@/server/activity-log/record';
import type { ApiEnv } from '@/server/api/context';
import { invalidateAfterWrite } from '@/server/api/invalidate-after-write';
import { keepRevision } from '@/server/revisions/store';
import type { ServerModule } from './hooks';
import type { WriteMode } from './prepare-values';
import { writeRecord } from './repository';
import type { Values } from './storage';
import { withHashedPasswords } from './write-checks';

/**
 * After a committed write of records that show on public pages (before and after the change): the
 * page cache is emptied whole and Next's copies of those pages revalidated (`invalidateAfterWrite`).
 * Records of a module with no public page purge nothing.
 */
export const invalidateRecords = (c: Context<ApiEnv>, module: AnyModule, records: (AnyRecord | null)[]) =>
  invalidateAfterWrite(
    c,
    records.filter((record) => record !== null).flatMap((record) => module.publicPaths(record)),
  );

/**
 * Every save of a record (create, replace, patch, a revision restored): the module's rules, the
 * write, the activity-log entry and, for a module with a trash, the version the save replaced, in
 * one transaction; then the public cache. Answers the saved record as the API returns it.
 */
export async function saveRecord(
  c: Context<ApiEnv>,
  { module, rules }: ServerModule,
  write: { input: Values; mode: WriteMode; id?: number; action?: string },
): Promise<AnyRecord> {
  const { input, mode, id } = write;
  const database = await c.get('deps').database();
  const actor = c.get('user');
  const stored = await withHashedPasswords(module, input);
  const result = await database.db.transaction().execute(async (trx) => {
    const filledIn = await rules.beforeWrite?.({ trx, engine: database.engine, actor, input, mode, id });
    const values = filledIn ? { ...stored, ...filledIn } : stored;
    const outcome = await writeRecord(
      { database, trx, registry: c.get('registry') },
      module,
      values,
      mode,
      id,
    );
    await rules.afterWrite?.({ trx, engine: database.engine, actor, result: outcome });
    const activityId = await recordActivity(trx, {
      userId: actor.id,
      module: module.key,
      recordId: outcome.record.id,
      action: write.action ?? (mode === 'create' ? 'create' : 'update'),
      changedFields: outcome.changedFields,
      ip: c.get('clientIp'),
    });
    if (module.trash && outcome.previous && outcome.changedFields.length) {
      await keepRevision(trx, database.engine, {
        module,
        previous: outcome.previous,
        changedFields: outcome.changedFields,
        userId: actor.id,
        activityId,
      });
    }
    return outcome;
  });
  await invalidateRecords(c, module, [result.previous, result.record]);
  const [answer] = rules.decorate ? await rules.decorate(database, [result.record]) : [result.record];
  return answer;
}
