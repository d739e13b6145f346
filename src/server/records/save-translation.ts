import 'server-only';
import type { Context } from 'hono';
import { needsTranslationColumn, type TranslatedLocale } from '@/kit/locales';
import type { AnyRecord } from '@/kit/record-types';
import { recordActivity } from '@/server/activity-log/record';
import type { ApiEnv } from '@/server/api/context';
import { notFound } from '@/server/api/errors';
import { moduleTables } from '@/server/db/module-tables';
import { engineValues } from '@/server/db/values';
import type { ServerModule } from './hooks';
import { invalidateRecords } from './save-record';
import { decodeRow, type Values } from './storage';
import {
  changedTranslations,
  encodeTranslation,
  prepareTranslation,
  storedTranslation,
  translationIncomplete,
} from './translations';

/**
 * Saves a record's translation into `locale` (validated by `translationSchema`): the localized
 * fields given (all of them on `replace`), whether the translation is now complete, the
 * activity-log entry, then the public cache. The English and everything else stay as they are.
 * Answers the record in `locale`.
 */
export async function saveTranslation(
  c: Context<ApiEnv>,
  { module, rules }: ServerModule,
  write: { id: number; locale: TranslatedLocale; input: Values; mode: 'replace' | 'patch' },
): Promise<AnyRecord> {
  const { id, locale } = write;
  const database = await c.get('deps').database();
  const record = await database.db.transaction().execute(async (trx) => {
    const db = moduleTables(trx);
    const row = await db.selectFrom(module.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`${module.label.singular} not found`);
    const before = storedTranslation(module.fields, row, locale);
    const values = prepareTranslation(module.fields, write.input, write.mode);
    const incomplete = translationIncomplete(module.fields, decodeRow(module, row), { ...before, ...values });
    const saved = await db
      .updateTable(module.table)
      .set({
        ...encodeTranslation(module.fields, database.engine, values, locale),
        [needsTranslationColumn(locale)]: engineValues(database.engine).encodeBoolean(incomplete),
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      userId: c.get('user').id,
      module: module.key,
      recordId: id,
      action: 'translate',
      changedFields: changedTranslations(before, values),
      ip: c.get('clientIp'),
    });
    return decodeRow(module, saved, locale);
  });
  await invalidateRecords(c, module, [record]);
  const [answer] = rules.decorate ? await rules.decorate(database, [record]) : [record];
  return answer;
}
