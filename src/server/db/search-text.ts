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

/** The most words one search looks for: each is one more comparison per row. */
export const MAX_SEARCH_TERMS = 8;

/**
 * A phrase opened by a quote at the start of a word (or right after another phrase), up to its
 * closing quote or the end of the text (a phrase left open, as a person stops typing); or a word.
 * A quote within or at the end of a word is a character of it (`5"`).
 */
const PHRASE_OR_WORD = /(?<=^|\s|")"([^"]*)(?:"|$)|(\S+)/g;

/**
 * What a search looks for: each word of `text` (split at spaces), or a "quoted phrase" as one. A
 * record is found when it holds every one of them, each in any of its searched fields, in any
 * order: `Kim Sam` finds Sam Kim, `garage storefront` a message about the garage and the
 * storefront. An empty phrase (`""`) looks for nothing. Beyond `MAX_SEARCH_TERMS` the words are
 * not looked for, which only finds more.
 */
export function searchTerms(text: string): string[] {
  const terms = new Map<string, string>();
  for (const [, quoted, word] of text.matchAll(PHRASE_OR_WORD)) {
    const term = (quoted ?? word ?? '').trim();
    if (term && !terms.has(term.toLowerCase())) terms.set(term.toLowerCase(), term);
  }
  return [...terms.values()].slice(0, MAX_SEARCH_TERMS);
}
