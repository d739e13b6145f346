import {
  type Expression,
  type ExpressionBuilder,
  type OrderByDirection,
  type OrderByModifiersCallbackExpression,
  type SqlBool,
  sql,
} from 'kysely';
import type { Engine } from './engine';
import { FOLD_FUNCTION, foldCase } from './text-fold';

/**
 * The value differences between the engines, in one place: booleans (0/1 on SQLite), timestamps
 * (text on SQLite, timestamptz on PostgreSQL), JSON (text on SQLite, jsonb on PostgreSQL) and
 * case-insensitive search (every letter folded alike: a JavaScript function on SQLite, lower() on
 * PostgreSQL).
 */
export function engineValues(engine: Engine) {
  const isPostgres = engine === 'postgres';
  return {
    encodeBoolean: (value: boolean) => (isPostgres ? value : value ? 1 : 0),
    encodeJson: (value: unknown) => JSON.stringify(value),
    encodeTimestamp: (value: Date | string) => new Date(value).toISOString(),
    /**
     * `column` contains `text`, ignoring the case of every letter alike on both engines; `%`, `_`
     * and `\\` in the text match themselves. Folding every letter is slow on both engines (a call
     * into JavaScript on SQLite, the locale's lower() on PostgreSQL), so a value of ASCII letters
     * only, which has as many characters as bytes, is folded the fast ASCII way instead.
     */
    containsText: <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: string, text: string) => {
      const escaped = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const ref = eb.ref(column as never);
      const isAscii = sql`octet_length(${ref}) = length(${ref})`;
      return (
        isPostgres
          ? sql<SqlBool>`(case when ${isAscii} then lower(${ref} collate "C") else lower(${ref}) end) like lower(${escaped}) escape '\\'`
          : // SQLite's LIKE folds ASCII letters itself; the pattern comes folded.
            sql<SqlBool>`(case when ${isAscii} then ${ref} else ${sql.raw(FOLD_FUNCTION)}(${ref}) end) like ${foldCase(escaped)} escape '\\'`
      ) as Expression<SqlBool>;
    },
    /** The JSON list in `column` (e.g. a list of media ids) has `value` as one of its items. */
    jsonListContains: <DB, TB extends keyof DB>(
      eb: ExpressionBuilder<DB, TB>,
      column: string,
      value: number,
    ) =>
      (isPostgres
        ? sql<SqlBool>`${eb.ref(column as never)}::jsonb @> ${JSON.stringify([value])}::jsonb`
        : sql<SqlBool>`exists (select 1 from json_each(${eb.ref(column as never)}) where json_each.value = ${value})`) as Expression<SqlBool>,
  };
}

/**
 * An `orderBy` direction that puts empty values last both ways on both engines: PostgreSQL puts
 * them first in descending order, SQLite in ascending. A column that cannot be empty keeps the
 * plain direction, which its index serves as it is.
 */
export const emptyLast =
  (order: OrderByDirection, mayBeEmpty: boolean): OrderByModifiersCallbackExpression =>
  (item) =>
    mayBeEmpty ? item[order]().nullsLast() : item[order]();

export const decodeBoolean = (value: unknown) => value === true || value === 1 || value === '1';

export function decodeTimestamp(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | Date).toISOString();
}

export function decodeJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}
