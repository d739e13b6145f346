/**
 * The rules every text and every date must follow before it reaches the database. PostgreSQL
 * refuses a NUL character, a lone UTF-16 surrogate and a year outside 1-9999 with an error, where
 * SQLite quietly stores them: checked here, both engines answer 400 alike. No zod here: the public
 * form's first script reads the link patterns, and the schemas built on these rules are in
 * `text-schemas.ts`.
 */

export const TEXT_NOT_ALLOWED = 'Contains a character that is not allowed';
export const SINGLE_LINE_ONLY = 'Must be a single line';
export const DATE_OUT_OF_RANGE = 'Use a date between 1900 and 2200';
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * No NUL or other C0 control character (tab, CR and LF aside: line breaks are judged apart) and no
 * half of a surrogate pair.
 */
export function hasOnlyAllowedCharacters(value: string) {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return false;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(index + 1))) return false;
      index += 1;
    } else if (isLowSurrogate(code)) return false;
  }
  return true;
}

const LINE_BREAK = /[\r\n]/;

export const isSingleLine = (value: string) => !LINE_BREAK.test(value);

const yearOf = (date: Date) => date.getUTCFullYear();
export const isInRange = (date: Date) => yearOf(date) >= FIRST_YEAR && yearOf(date) <= LAST_YEAR;

/** `YYYY-MM-DD`, a day that exists. */
export function isRealDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A real calendar date whose year lies in 1900-2200. */
export const isDateInRange = (value: string) => isInRange(new Date(`${value}T00:00:00Z`));

/** A path on this site (`/free-quote?service=…`): never another site (`//evil.example`, `/\evil.example`). */
export const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** What a button or banner may link to: a path on this site, or an absolute http(s) address. */
export const LINK_TARGET = /^(?:\/(?![/\\])[^\s\\]*|https?:\/\/[^\s/\\][^\s]*)$/;
