import 'server-only';
import type { Transaction } from 'kysely';
import type { SettingsDefinition } from '@/kit/define-settings';
import { WRITE_ONLY_KINDS } from '@/kit/fields';
import {
  DEFAULT_LOCALE,
  type Locale,
  needsTranslationColumn,
  type TranslatedLocale,
  translationColumn,
} from '@/kit/locales';
import { encryptSecret } from '@/server/crypto/secret-box';
import type { Database } from '@/server/db/engine';
import type { DatabaseSchema } from '@/server/db/schema';
import { decodeJson, decodeTimestamp, engineValues } from '@/server/db/values';
import { prepareValues } from './prepare-values';
import { decodeRow, type Values } from './storage';
import {
  changedTranslations,
  marksAfterEnglishWrite,
  prepareTranslation,
  storedTranslation,
  translationColumns,
  translationIncomplete,
} from './translations';

/** Stored settings as kept in the database: field values, secrets encrypted. */
async function readStored(db: Database['db'] | Transaction<DatabaseSchema>, key: string) {
  const row = await db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();
  return { stored: decodeJson<Values>(row?.value, {}), updatedAt: decodeTimestamp(row?.updatedAt) };
}

/** Settings as the API returns them: every field (empty ones null), secrets only as `{name}Set`. */
export function presentSettings(
  settings: SettingsDefinition,
  stored: Values,
  updatedAt: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Values {
  const { id: _id, createdAt: _createdAt, ...fields } = decodeRow(settings, stored, locale);
  const record: Values = { ...fields, updatedAt };
  for (const [name, definition] of Object.entries(settings.fields)) {
    if (WRITE_ONLY_KINDS.includes(definition.kind)) record[`${name}Set`] = typeof stored[name] === 'string';
  }
  return record;
}

export async function readSettings(
  database: Database,
  settings: SettingsDefinition,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { stored, updatedAt } = await readStored(database.db, settings.key);
  return { stored, presented: presentSettings(settings, stored, updatedAt, locale) };
}

/** Stores the settings' values whole: the row is made on the first write. */
async function store(database: Database, trx: Transaction<DatabaseSchema>, key: string, values: Values) {
  const now = new Date().toISOString();
  const encoded = engineValues(database.engine).encodeJson(values);
  await trx
    .insertInto('settings')
    .values({ key, value: encoded, updatedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: encoded, updatedAt: now }))
    .execute();
  return now;
}

/**
 * Replaces the settings with validated input (PUT is the whole page). A secret left out keeps its
 * stored value, null clears it, a new one is encrypted with the app secret.
 */
export async function writeSettings(
  database: Database,
  trx: Transaction<DatabaseSchema>,
  settings: SettingsDefinition,
  input: Values,
  appSecret: () => Promise<Uint8Array>,
) {
  const { stored: previous } = await readStored(trx, settings.key);
  const { values } = prepareValues(settings, input, 'replace');
  for (const [name, definition] of Object.entries(settings.fields)) {
    if (definition.kind !== 'secret') continue;
    if (!Object.hasOwn(input, name)) values[name] = previous[name] ?? null;
    else if (typeof input[name] === 'string') {
      values[name] = encryptSecret(input[name] as string, await appSecret());
    }
  }
  const changedFields = Object.keys(values).filter(
    (name) => JSON.stringify(previous[name] ?? null) !== JSON.stringify(values[name] ?? null),
  );
  // The translations stay, marked as lagging when localized English changed.
  const kept = {
    ...pickTranslations(settings, previous),
    ...values,
    ...marksAfterEnglishWrite(settings.fields, database.engine, values, previous),
  };
  const now = await store(database, trx, settings.key, kept);
  return { record: presentSettings(settings, kept, now), changedFields };
}

/** The stored translation keys of settings (`title_es`, `needsTranslation_es`). */
function pickTranslations(settings: SettingsDefinition, stored: Values): Values {
  return Object.fromEntries(
    translationColumns(settings.fields)
      .filter((key) => Object.hasOwn(stored, key))
      .map((key) => [key, stored[key]]),
  );
}

/**
 * Saves the settings' translation into `locale` (validated by `translationSchema`, the whole
 * translation): the English and secrets stay. Answers the settings in `locale`.
 */
export async function writeSettingsTranslation(
  database: Database,
  trx: Transaction<DatabaseSchema>,
  settings: SettingsDefinition,
  locale: TranslatedLocale,
  input: Values,
) {
  const { stored: previous } = await readStored(trx, settings.key);
  const before = storedTranslation(settings.fields, previous, locale);
  const values = prepareTranslation(settings.fields, input, 'replace');
  const english = decodeRow(settings, previous);
  const kept: Values = {
    ...previous,
    ...Object.fromEntries(
      Object.entries(values).map(([name, value]) => [translationColumn(name, locale), value]),
    ),
    [needsTranslationColumn(locale)]: translationIncomplete(settings.fields, english, values),
  };
  const now = await store(database, trx, settings.key, kept);
  return {
    record: presentSettings(settings, kept, now, locale),
    changedFields: changedTranslations(before, values),
  };
}
