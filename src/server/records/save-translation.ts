import 'server-only';
import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { AnyModule } from '@/kit/define-module';
import { needsTranslationColumn, type TranslatedLocale } from '@/kit/locales';
import type { AnyRecord } from '@/kit/record-types';
import { recordActivity } from '@/server/activity-log/record';
import type { ApiEnv } from '@/server/api/context';
import { notFound } from '@/server/api/errors';
import type { Engine } from '@/server/db/engine';
import { moduleTables } from '@/server/db/module-tables';
import type { DatabaseSchema } from '@/server/db/schema';
import { engineValues } from '@/server/db/values';
import type { ServerModule } from './hooks';

/** A translation to write: the record, its language, the localized fields' values, the kind of write. */
export interface TranslationWrite {
  id: number;
  locale: TranslatedLocale;
  input: Values;
  mode: 'replace' | 'patch';
}

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
 * Writes a record's translation into `locale` inside the caller's transaction: the localized
 * fields given (all of them on `replace`) and whether the translation is now complete. The English
 * and everything else stay as they are. Answers the record in `locale` and the fields changed.
 */
export async function writeTranslation(
  trx: Transaction<DatabaseSchema>,
  engine: Engine,
  module: AnyModule,
  write: TranslationWrite,
): Promise<{ record: AnyRecord; changedFields: string[] }> {
  const { id, locale } = write;
  const db = moduleTables(trx);
  const row = await db.selectFrom(module.table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`${module.label.singular} not found`);
  const before = storedTranslation(module.fields, row, locale);
  const values = prepareTranslation(module.fields, write.input, write.mode);
  const incomplete = translationIncomplete(module.fields, decodeRow(module, row), { ...before, ...values });
  const saved = await db
    .updateTable(module.table)
    .set({
      ...encodeTranslation(module.fields, engine, values, locale),
      [needsTranslationColumn(locale)]: engineValues(engine).encodeBoolean(incomplete),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { record: decodeRow(module, saved, locale), changedFields: changedTranslations(before, values) };
}

/**
 * Saves a record's translation (validated by `translationSchema`) with its activity-log entry, then
 * purges the public cache. Answers the record in the translation's language.
 */
export async function saveTranslation(
  c: Context<ApiEnv>,
  { module, rules }: ServerModule,
  write: TranslationWrite,
): Promise<AnyRecord> {
  const database = await c.get('deps').database();
  const record = await database.db.transaction().execute(async (trx) => {
    const saved = await writeTranslation(trx, database.engine, module, write);
    await recordActivity(trx, {
      userId: c.get('user').id,
      module: module.key,
      recordId: write.id,
      action: 'translate',
      changedFields: saved.changedFields,
      ip: c.get('clientIp'),
    });
    return saved.record;
  });
  await invalidateRecords(c, module, [record]);
  const [answer] = rules.decorate ? await rules.decorate(database, [record]) : [record];
  return answer;
}
