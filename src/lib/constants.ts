/** Where the session token is kept in the browser (localStorage), under the key old sessions used. */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** The shared login route: used after a session expires or ends. */
export const LOGIN_ROUTE = '/auth/login';

/** The second step of a sign-in with two-factor sign-in on. */
export const VERIFY_ROUTE = '/auth/verify';

/** Root of the back office. */
export const ADMIN_ROOT = '/admin';

/** The document title of every back-office page. */
export const ADMIN_TITLE = 'Security Website | Admin';

/** The shortest password anyone may set. */
export const MIN_PASSWORD_LENGTH = 10;
/** What a form says under every field that asks for a new password. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters`;
