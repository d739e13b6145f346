import 'server-only';
import { type Field, type Fields, JSON_KINDS, localizedFieldNames } from '@/kit/fields';
import {
  DEFAULT_LOCALE,
  type Locale,
  needsTranslationColumn,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  translationColumn,
} from '@/kit/locales';
import type { TranslationFacts } from '@/kit/record-types';
import type { Engine } from '@/server/db/engine';
import { decodeBoolean, decodeJson, engineValues } from '@/server/db/values';
import { sanitizeRichText } from './sanitize';

/** Values by field or column name (as `storage.ts` has them). */
type Values = Record<string, unknown>;

/**
 * Localized fields (`src/kit/locales.ts`): English lives in the field's own column, each
 * translation in `{field}_{locale}` beside it, and `needsTranslation_{locale}` marks a record whose
 * translation lags behind its English. Settings keep the same keys in their stored JSON.
 */

/** Whether a stored value says nothing: no text, or an empty list. */
const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The columns a module's translations take beyond its fields; none when nothing is localized. */
export function translationColumns(fields: Fields): string[] {
  const names = localizedFieldNames(fields);
  if (names.length === 0) return [];
  return TRANSLATED_LOCALES.flatMap((locale) => [
    ...names.map((name) => translationColumn(name, locale)),
    needsTranslationColumn(locale),
  ]);
}

/**
 * The translation columns a record read in `locale` needs (`applyLocale`): the marks of every
 * translation, and that locale's own values; none for a module with nothing localized.
 */
export function translationColumnsFor(fields: Fields, locale: Locale): string[] {
  const names = localizedFieldNames(fields);
  if (names.length === 0) return [];
  const own = locale === DEFAULT_LOCALE ? [] : names.map((name) => translationColumn(name, locale));
  return [...own, ...TRANSLATED_LOCALES.map((each) => needsTranslationColumn(each))];
}

function decodeTranslated(definition: Field, value: unknown): unknown {
  if (!JSON_KINDS.includes(definition.kind)) return value ?? null;
  return typeof value === 'string' ? decodeJson<unknown[]>(value, []) : (value ?? []);
}

/**
 * The record's localized fields in `locale`, each falling back to the English already in `record`,
 * and the facts of its translation. Records of a module with no localized field are left alone.
 */
export function applyLocale(fields: Fields, row: Values, record: Values, locale: Locale) {
  const names = localizedFieldNames(fields);
  if (names.length === 0) return;
  const untranslated: string[] = [];
  if (locale !== DEFAULT_LOCALE) {
    for (const name of names) {
      const translated = decodeTranslated(fields[name], row[translationColumn(name, locale)]);
      if (isBlank(translated)) {
        if (!isBlank(record[name])) untranslated.push(name);
      } else record[name] = translated;
    }
  }
  const facts: TranslationFacts = {
    locale,
    untranslated,
    needsTranslation: TRANSLATED_LOCALES.filter((each) => decodeBoolean(row[needsTranslationColumn(each)])),
  };
  record.translation = facts;
}

/**
 * A translation's values as written: rich text sanitised, an empty text or list stored as nothing
 * (the English shows), and on a whole-translation write (`replace`) every field left out cleared.
 */
export function prepareTranslation(fields: Fields, input: Values, mode: 'replace' | 'patch'): Values {
  const values: Values = {};
  for (const name of localizedFieldNames(fields)) {
    if (!Object.hasOwn(input, name)) {
      if (mode === 'replace') values[name] = null;
      continue;
    }
    let value = input[name];
    if (fields[name].kind === 'richText' && typeof value === 'string') value = sanitizeRichText(value);
    values[name] = isBlank(value) ? null : value;
  }
  return values;
}

/** A row's translation into `locale`, by field name, without falling back to English. */
export function storedTranslation(fields: Fields, row: Values, locale: TranslatedLocale): Values {
  return Object.fromEntries(
    localizedFieldNames(fields).map((name) => {
      const value = decodeTranslated(fields[name], row[translationColumn(name, locale)]);
      return [name, isBlank(value) ? null : value];
    }),
  );
}

/**
 * Whether a translation lags behind the English: some localized field has English text and no
 * translation. `english` and `translated` are by field name, decoded.
 */
export const translationIncomplete = (fields: Fields, english: Values, translated: Values) =>
  localizedFieldNames(fields).some((name) => !isBlank(english[name]) && isBlank(translated[name]));

/** The fields whose translation a write changes. */
export const changedTranslations = (before: Values, after: Values) =>
  Object.keys(after).filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name]));

/**
 * Before an English write: every translation is marked as lagging when the write changes a
 * localized field's English (a new record's, any English it has). Answers the translation columns
 * to set with the write, encoded for the engine: none when no localized text changes.
 */
export function marksAfterEnglishWrite(
  fields: Fields,
  engine: Engine,
  values: Values,
  previous: Values | null,
): Values {
  const changed = localizedFieldNames(fields).some(
    (name) =>
      Object.hasOwn(values, name) &&
      (previous
        ? JSON.stringify(values[name] ?? null) !== JSON.stringify(previous[name] ?? null)
        : !isBlank(values[name])),
  );
  if (!changed) return {};
  const codec = engineValues(engine);
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [needsTranslationColumn(locale), codec.encodeBoolean(true)]),
  );
}

/** A translation's values as columns, encoded for the engine (lists as JSON). */
export function encodeTranslation(
  fields: Fields,
  engine: Engine,
  values: Values,
  locale: TranslatedLocale,
): Values {
  const codec = engineValues(engine);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      translationColumn(name, locale),
      value !== null && JSON_KINDS.includes(fields[name].kind) ? codec.encodeJson(value) : value,
    ]),
  );
}

/**
 * The translation columns of a record kept in the trash (as its row held them on either engine),
 * encoded again for `engine`; a column the kept record lacks takes its default.
 */
export function keptTranslations(fields: Fields, engine: Engine, kept: Values): Values {
  const codec = engineValues(engine);
  const values: Values = {};
  for (const locale of TRANSLATED_LOCALES) {
    const names = localizedFieldNames(fields);
    for (const name of names) {
      const column = translationColumn(name, locale);
      if (kept[column] === undefined || kept[column] === null) continue;
      const value = decodeTranslated(fields[name], kept[column]);
      values[column] = JSON_KINDS.includes(fields[name].kind) ? codec.encodeJson(value) : value;
    }
    const marked = kept[needsTranslationColumn(locale)];
    if (names.length > 0 && marked !== undefined) {
      values[needsTranslationColumn(locale)] = codec.encodeBoolean(decodeBoolean(marked));
    }
  }
  return values;
}
