import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Engine } from './engine';

/**
 * A record's searchable fields read as one text on PostgreSQL, for one LIKE per row and one trigram
 * index per list. The fields are joined by the unit separator (U+001F): a search can match across
 * two fields only if its own text holds that character, and such a search compares them one by one.
 */
export const FIELD_SEPARATOR = '\u001f';

/** The fields joined, an empty field as no text. The very expression the trigram index holds. */
export function joinedFields(columns: readonly string[]): RawBuilder<string> {
  const parts = columns.map((column) => sql`coalesce(${sql.ref(column)}, '')`);
  return sql<string>`(${sql.join(parts, sql` || chr(31) || `)})`;
}

/**
 * `text` with its ASCII letters only folded: SQLite's LIKE does that itself; on PostgreSQL
 * lower() in the C collation (which a trigram index on the same expression serves).
 */
export function asciiFolded(engine: Engine, text: Expression<string>): RawBuilder<string> {
  return engine === 'postgres' ? sql<string>`lower(${text} collate "C")` : sql<string>`${text}`;
}
