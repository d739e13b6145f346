/**
 * The headers every answer of the site carries, whoever writes it: Next (through next.config.mjs)
 * and the custom server's own answers (scripts/static-brotli.ts). Plain JavaScript, so that
 * next.config.mjs reads it without a compiler. HTML pages get their own Content-Security-Policy from
 * the custom server (scripts/content-security-policy.ts), which replaces the strict fallback here.
 */

/** For anything that is not a page: a script or style loads nothing and may be framed by no one. */
export const STRICT_FALLBACK_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** @param {{ development: boolean }} options `next dev` runs without a policy (its hot reload needs eval). */
export function securityHeaders({ development }) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(development ? [] : [{ key: 'Content-Security-Policy', value: STRICT_FALLBACK_POLICY }]),
  ];
}

/** The same, as the headers of an answer the custom server writes itself. */
export const SERVER_ANSWER_HEADERS = Object.fromEntries(
  securityHeaders({ development: false }).map(({ key, value }) => [key.toLowerCase(), value]),
);

/**
 * A refusal the custom server writes in the API's words (a JSON error): the site's headers with the
 * API's own policy (src/server/api/middleware.ts), never cached.
 */
export const JSON_REFUSAL_HEADERS = {
  ...SERVER_ANSWER_HEADERS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};
