import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from './engine';

/**
 * The value differences between the engines, in one place: booleans (0/1 on SQLite), timestamps
 * (text on SQLite, timestamptz on PostgreSQL), JSON (text on SQLite, jsonb on PostgreSQL) and
 * case-insensitive search (LIKE on SQLite, ILIKE on PostgreSQL).
 */
export function engineValues(engine: Engine) {
  const isPostgres = engine === 'postgres';
  return {
    encodeBoolean: (value: boolean) => (isPostgres ? value : value ? 1 : 0),
    encodeJson: (value: unknown) => JSON.stringify(value),
    encodeTimestamp: (value: Date | string) => new Date(value).toISOString(),
    /** `column` contains `text`, ignoring case; `%` and `_` in the text match themselves. */
    containsText: <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: string, text: string) => {
      const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const operator = isPostgres ? sql`ilike` : sql`like`;
      return sql<SqlBool>`${eb.ref(column as never)} ${operator} ${pattern} escape '\\'` as Expression<SqlBool>;
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
