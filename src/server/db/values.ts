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

/**
 * How a column keeps its values, as far as its engine tells: PostgreSQL has real booleans,
 * timestamps and JSON; SQLite keeps all three as integers and text, so its columns are `plain`.
 */
export type StoredKind = 'boolean' | 'timestamp' | 'json' | 'plain';

/** A stored value in the engine-neutral form of a backup: JSON and timestamps as text, as SQLite keeps them. */
export function toPortableValue(kind: StoredKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // pg parses jsonb, a JSON string included: only its text form says what it was.
  if (kind === 'json') return JSON.stringify(value);
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/** A portable value as `engine` takes it in a column of `kind`: booleans come as 0/1 or true/false. */
export function fromPortableValue(engine: Engine, kind: StoredKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (engine === 'postgres') return kind === 'boolean' ? decodeBoolean(value) : value;
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}
