/** PostgreSQL text cannot hold a NUL character, and no one types one: it is refused on both engines. */
export const hasNoNulCharacter = (value: string) => !value.includes('\u0000');
