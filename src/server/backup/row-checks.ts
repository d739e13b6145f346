import 'server-only';
import type { AnyModule } from '@/kit/define-module';
import { columnOf, type Fields, JSON_KINDS, localizedFieldNames, WRITE_ONLY_KINDS } from '@/kit/fields';
import { TRANSLATED_LOCALES, translationColumn } from '@/kit/locales';
import type { ModuleLookup } from '@/kit/registry';
import { fieldErrors, patchSchema, translationSchema } from '@/kit/schemas';
import { hasOnlyAllowedCharacters } from '@/lib/text-rules';
import { dateTimeText } from '@/lib/text-schemas';
import { sanitizeRichText } from '@/server/records/sanitize';
import { currentTableName } from '../db/renamed-tables';
import type { CatalogTable } from '../db/table-catalog';
import { decodeBoolean } from '../db/values';
import { RestoreRefused } from './archive-format';
import {
  type ColumnType,
  FIXED_TABLE_COLUMN_TYPES,
  INTERNAL_COLUMN_TYPES,
  RECORD_COLUMN_TYPES,
  translationMarkTypes,
} from './column-types';

type Row = Record<string, unknown>;
type Problems = Record<string, string[]>;

const timestampText = dateTimeText('must be a date and time (ISO 8601)');

/** Why a portable value cannot be stored in a column of this type, or null when it can. */
function typeProblem(type: ColumnType, value: unknown): string | null {
  if (value === null) return null;
  switch (type.kind) {
    case 'integer':
      return Number.isSafeInteger(value) ? null : 'must be a whole number';
    case 'boolean':
      return [true, false, 0, 1].includes(value as number) ? null : 'must be true or false';
    case 'timestamp': {
      const parsed = timestampText.safeParse(value);
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'must be a date and time');
    }
    case 'json':
      return typeof value === 'string' && parsesAsJson(value) ? null : 'must be JSON text';
    case 'text':
      if (typeof value !== 'string') return 'must be text';
      if (!hasOnlyAllowedCharacters(value)) return 'contains a character that is not allowed';
      return type.max !== undefined && value.length > type.max
        ? `must be at most ${type.max} characters`
        : null;
  }
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A module row's field values as the API takes them: booleans as booleans, JSON lists parsed. */
function apiValues(fields: Fields, row: Row, problems: Problems): Row {
  const values: Row = {};
  for (const [name, definition] of Object.entries(fields)) {
    if (!Object.hasOwn(row, name)) continue;
    const value = row[name];
    if (value !== null && definition.kind === 'boolean' && [true, false, 0, 1].includes(value as number))
      values[name] = decodeBoolean(value);
    else if (value !== null && JSON_KINDS.includes(definition.kind)) {
      if (typeof value === 'string' && parsesAsJson(value)) values[name] = JSON.parse(value);
      else problems[name] = ['must be JSON text'];
    } else values[name] = value;
  }
  return values;
}

/**
 * Checks a module row's translations with their fields' rules as a translation's write does (none
 * required), problems named by column (`title_es`). Answers the translation columns the row has,
 * their rich text sanitised.
 */
function translationRowCheck(module: AnyModule) {
  const names = localizedFieldNames(module.fields);
  const localized = Object.fromEntries(names.map((name) => [name, module.fields[name]]));
  const schema = translationSchema(module, 'replace');
  return (row: Row, problems: Problems): Row => {
    const checked: Row = {};
    for (const locale of names.length ? TRANSLATED_LOCALES : []) {
      const given = names.filter((name) => Object.hasOwn(row, translationColumn(name, locale)));
      const translated = Object.fromEntries(
        given.map((name) => [name, row[translationColumn(name, locale)]]),
      );
      const found: Problems = {};
      const values = apiValues(localized, translated, found);
      const parsed = schema.safeParse(values);
      if (!parsed.success) Object.assign(found, fieldErrors(parsed.error));
      for (const [name, messages] of Object.entries(found))
        problems[translationColumn(name, locale)] = messages;
      for (const name of given) {
        const value = row[translationColumn(name, locale)];
        checked[translationColumn(name, locale)] =
          module.fields[name].kind === 'richText' && typeof value === 'string'
            ? sanitizeRichText(value) || null
            : value;
      }
    }
    return checked;
  };
}

/** Checks one module row with the module's own rules, and sanitises its rich text as the API does. */
function moduleRowCheck(module: AnyModule) {
  const readable = Object.fromEntries(
    Object.entries(module.fields).filter(([, definition]) => !WRITE_ONLY_KINDS.includes(definition.kind)),
  );
  const schema = patchSchema({ fields: readable });
  const checkTranslations = translationRowCheck(module);
  const columnTypes: Record<string, ColumnType> = {
    ...RECORD_COLUMN_TYPES,
    ...INTERNAL_COLUMN_TYPES[module.table],
    ...translationMarkTypes(module.fields),
    // Write-only fields arrive hashed or encrypted, as their columns keep them.
    ...Object.fromEntries(
      Object.entries(module.fields)
        .filter(([, definition]) => WRITE_ONLY_KINDS.includes(definition.kind))
        .map(([name, definition]) => [columnOf(name, definition), { kind: 'text' } as const]),
    ),
  };
  return (row: Row, problems: Problems): Row => {
    const values = apiValues(readable, row, problems);
    if (Object.keys(values).length) {
      const parsed = schema.safeParse(values);
      if (!parsed.success) Object.assign(problems, fieldErrors(parsed.error));
    }
    const translations = checkTranslations(row, problems);
    for (const [column, value] of Object.entries(row)) {
      if (Object.hasOwn(readable, column) || Object.hasOwn(translations, column)) continue;
      const type = columnTypes[column];
      const problem = type ? typeProblem(type, value) : 'is not a column of this table';
      if (problem) problems[column] = [problem];
    }
    const sanitised = { ...row, ...translations };
    for (const [name, definition] of Object.entries(readable))
      if (definition.kind === 'richText' && typeof row[name] === 'string')
        sanitised[name] = sanitizeRichText(row[name] as string) || null;
    return sanitised;
  };
}

/** Checks one row of a table that is not a module: every value of its column's type. */
function fixedRowCheck(table: CatalogTable) {
  const columnTypes = FIXED_TABLE_COLUMN_TYPES[table.name] ?? {};
  return (row: Row, problems: Problems): Row => {
    for (const [column, value] of Object.entries(row)) {
      const type = columnTypes[column];
      // A column of an older schema than this code's: at least a plain value, not a list or object.
      const problem = type
        ? typeProblem(type, value)
        : value !== null && typeof value === 'object'
          ? 'must be a single value'
          : null;
      if (problem) problems[column] = [problem];
    }
    return row;
  };
}

/**
 * The check of every row of `table` before a restore stores it: a module's rows pass the same
 * validation as the API (and their rich text is sanitised as the API does on every write), the
 * rows of other tables a type check of every column. A table an older archive names by its former
 * name is checked as the module's that owns it now. Returns the row to store, or throws
 * `RestoreRefused` naming the table, the row (its line in the table's file) and the fields.
 */
export function rowCheckFor(table: CatalogTable, { modules }: ModuleLookup) {
  const owner = currentTableName(table.name);
  const module = modules.find((candidate) => candidate.table === owner);
  const check = module ? moduleRowCheck(module) : fixedRowCheck(table);
  const known = new Set(table.columns.map((column) => column.name));
  return (line: string, rowNumber: number): Row => {
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw new RestoreRefused(`Table ${table.name}, row ${rowNumber}: not a JSON object`);
    }
    if (row === null || typeof row !== 'object' || Array.isArray(row))
      throw new RestoreRefused(`Table ${table.name}, row ${rowNumber}: not a JSON object`);
    const problems: Problems = {};
    for (const column of Object.keys(row))
      if (!known.has(column)) problems[column] = ['is not a column of this table'];
    const checked = check(row as Row, problems);
    const named = Object.entries(problems);
    if (!named.length) return checked;
    const id = (row as Row).id;
    const where = `Table ${table.name}, row ${rowNumber}${Number.isSafeInteger(id) ? ` (id ${id})` : ''}`;
    throw new RestoreRefused(
      `${where}: ${named.map(([field, messages]) => `${field}: ${messages.join('; ')}`).join(', ')}`,
    );
  };
}
