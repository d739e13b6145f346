import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from './engine';
import { asciiFolded, FIELD_SEPARATOR, joinedFields } from './search-text';
import { BEYOND_ASCII, FOLD_FUNCTION, foldCase } from './text-fold';

/** `%`, `_` and `\\` taken as themselves in a LIKE pattern with `escape '\\'`. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The text's longest stretch that only ASCII folding can match: printable ASCII without `i` and
 * `k`, which `İ` and the Kelvin sign also fold into. A value holding the text holds this stretch.
 */
const asciiAnchor = (text: string) =>
  text.split(/[^ -~]|[ikIK]/).reduce((longest, part) => (part.length > longest.length ? part : longest), '');

/**
 * The value differences between the engines, in one place: booleans (0/1 on SQLite), timestamps
 * (text on SQLite, timestamptz on PostgreSQL), JSON (text on SQLite, jsonb on PostgreSQL) and
 * case-insensitive search (every letter folded alike: a JavaScript function on SQLite, lower() on
 * PostgreSQL).
 */
export function engineValues(engine: Engine) {
  const isPostgres = engine === 'postgres';
  /**
   * `value` contains `text`, every letter folded alike. Folding every letter is slow (a call into
   * JavaScript on SQLite, the locale's lower() on PostgreSQL), so a text of ASCII characters is
   * compared with the value's ASCII letters only folded (its other letters cannot match it, bar `İ`
   * and the Kelvin sign, which neither engine then folds); a text beyond ASCII folds every letter
   * of a value that has one beyond ASCII (more bytes than characters).
   */
  function contains(value: Expression<unknown>, text: string): Expression<SqlBool> {
    const pattern = foldCase(`%${escapeLike(text)}%`);
    const ascii = asciiFolded(engine, value as Expression<string>);
    if (!BEYOND_ASCII.test(text)) return sql<SqlBool>`${ascii} like ${pattern} escape '\\'`;
    const folded = isPostgres ? sql`lower(${value})` : sql`${sql.raw(FOLD_FUNCTION)}(${value})`;
    const compared = sql`(case when octet_length(${value}) = length(${value}) then ${ascii} else ${folded} end)`;
    // The text's longest ASCII stretch must be there too: a cheap test that spares most values the fold.
    const anchor = asciiAnchor(text);
    return anchor.length < 3
      ? sql<SqlBool>`${compared} like ${pattern} escape '\\'`
      : sql<SqlBool>`(${ascii} like ${`%${escapeLike(anchor.toLowerCase())}%`} escape '\\' and ${compared} like ${pattern} escape '\\')`;
  }
  return {
    encodeBoolean: (value: boolean) => (isPostgres ? value : value ? 1 : 0),
    encodeJson: (value: unknown) => JSON.stringify(value),
    encodeTimestamp: (value: Date | string) => new Date(value).toISOString(),
    /**
     * `column` contains `text`, ignoring case alike on both engines; `%`, `_` and `\\` in the text
     * match themselves.
     */
    containsText: <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: string, text: string) =>
      contains(eb.ref(column as never), text),
    /**
     * One of `columns` contains `text`, as `containsText` has it. PostgreSQL compares the columns
     * joined into one text, which the trigram index of a list's search fields serves (unless the
     * text holds the character that joins them); on SQLite, joining costs more than it saves.
     */
    containsTextInAny: <DB, TB extends keyof DB>(
      eb: ExpressionBuilder<DB, TB>,
      columns: string[],
      text: string,
    ) =>
      isPostgres && !text.includes(FIELD_SEPARATOR)
        ? contains(joinedFields(columns), text)
        : eb.or(columns.map((column) => contains(eb.ref(column as never), text))),
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
