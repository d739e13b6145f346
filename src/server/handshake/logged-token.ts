/**
 * How the server's and the app's logs name a private link's token (a booked survey's): its first
 * characters, enough to tell two apart, not to use one. Imports nothing (see page-server-handshake.ts).
 */
const LOGGED_TOKEN_CHARACTERS = 4;

export function tokenAsLogged(token: string): string {
  return `${token.slice(0, LOGGED_TOKEN_CHARACTERS)}…`;
}
