/** PostgreSQL text cannot hold a NUL character, and no one types one: it is refused on both engines. */
export const hasNoNulCharacter = (value: string) => !value.includes('\u0000');

/** A path on this site (`/free-quote?service=…`): never another site (`//evil.example`, `/\evil.example`). */
export const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** What a button or banner may link to: a path on this site, or an absolute http(s) address. */
export const LINK_TARGET = /^(?:\/(?![/\\])[^\s\\]*|https?:\/\/[^\s/\\][^\s]*)$/;
