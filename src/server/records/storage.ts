import 'server-only';
import type { AnyModule } from '@/kit/define-module';
import { columnOf, type Field, type Fields, JSON_KINDS, WRITE_ONLY_KINDS } from '@/kit/fields';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import type { RecordOf } from '@/kit/record-types';
import type { Engine } from '@/server/db/engine';
import { decodeBoolean, decodeJson, decodeTimestamp, engineValues } from '@/server/db/values';
import { applyLocale, translationColumnsFor } from './translations';

/** Values by field or column name, before they are known to form a record. */
export type Values = Record<string, unknown>;

/**
 * Turns API values into column values for the engine (booleans, JSON, timestamps). Write-only
 * fields arrive already hashed or encrypted and go to their own column.
 */
export function encodeValues(module: AnyModule, engine: Engine, values: Values): Values {
  const codec = engineValues(engine);
  const encoded: Values = {};
  for (const [name, value] of Object.entries(values)) {
    const definition = module.fields[name];
    const kind = definition?.kind;
    const column = definition ? columnOf(name, definition) : name;
    if (value === null || value === undefined) encoded[column] = null;
    else if (kind === 'boolean') encoded[column] = codec.encodeBoolean(value as boolean);
    else if (kind && JSON_KINDS.includes(kind)) encoded[column] = codec.encodeJson(value);
    else if (kind === 'datetime') encoded[column] = codec.encodeTimestamp(value as string);
    else encoded[column] = value;
  }
  return encoded;
}

function decodeValue(definition: Field, value: unknown): unknown {
  switch (definition.kind) {
    case 'boolean':
      return decodeBoolean(value);
    case 'datetime':
      return decodeTimestamp(value);
    case 'toggles': {
      // A switch that was never set is on.
      const stored = decodeJson<Record<string, boolean>>(value, {});
      return Object.fromEntries(Object.keys(definition.options).map((key) => [key, stored[key] !== false]));
    }
    default:
      return JSON_KINDS.includes(definition.kind) ? decodeJson<unknown[]>(value, []) : (value ?? null);
  }
}

/**
 * The columns `decodeRow` reads for `locale`: a list reads these rather than every column, which on a
 * module with long texts in two languages was half its cost.
 */
export function recordColumns(module: { fields: Fields }, locale: Locale = DEFAULT_LOCALE): string[] {
  const fields = Object.entries(module.fields)
    .filter(([, definition]) => !WRITE_ONLY_KINDS.includes(definition.kind))
    .map(([name]) => name);
  return ['id', 'createdAt', 'updatedAt', ...fields, ...translationColumnsFor(module.fields, locale)];
}

/**
 * Turns a stored row into the record the API returns, the same on both engines. Never a hash or
 * secret. Localized fields read in `locale`, falling back to English (see `translations.ts`).
 */
export function decodeRow<F extends Fields>(
  module: { fields: F },
  row: Values,
  locale: Locale = DEFAULT_LOCALE,
): RecordOf<F> {
  const record: Values = {
    id: row.id,
    createdAt: decodeTimestamp(row.createdAt),
    updatedAt: decodeTimestamp(row.updatedAt),
  };
  for (const [name, definition] of Object.entries(module.fields)) {
    if (WRITE_ONLY_KINDS.includes(definition.kind)) continue;
    record[name] = decodeValue(definition, row[name]);
  }
  applyLocale(module.fields, row, record, locale);
  // The one place a stored row becomes a typed record: each value was decoded by its field above.
  return record as RecordOf<F>;
}
