/**
 * Lower case as PostgreSQL's `lower()` and `ILIKE` make it (one letter for one letter, no
 * normalisation): SQLite's own LIKE folds ASCII letters only, so its connections get this as a
 * function. JavaScript's full mapping differs from that in two letters only: `İ` (two letters
 * there, `i` in PostgreSQL) and a word-final `Σ` (`ς` there, `σ` in PostgreSQL).
 */
export const FOLD_FUNCTION = 'fold_case';

/** A letter beyond ASCII. */
export const BEYOND_ASCII = /[^\p{ASCII}]/u;

export function foldCase(text: string): string {
  if (!BEYOND_ASCII.test(text)) return text.toLowerCase();
  return text.replace(/[İΣ]/g, (letter) => (letter === 'İ' ? 'i' : 'σ')).toLowerCase();
}
