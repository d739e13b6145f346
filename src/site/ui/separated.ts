/**
 * A middle dot between items that stays at the end of a line when the text wraps, never at the start
 * of the next: a no-break space before it, a normal space after.
 */
export const SEPARATOR = '\u00a0· ';

export function joinSeparated(items: readonly string[]): string {
  return items.join(SEPARATOR);
}

/** Text staff typed with " · " between parts (a license line), with its dots kept at line ends. */
export function withTrailingSeparators(text: string): string {
  return text.replace(/\s+·\s+/g, SEPARATOR);
}
