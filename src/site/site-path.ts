/**
 * The request header `src/proxy.ts` sets on every public page it routes: the page's path without
 * its language (`/es/services` and `/services` both `/services`). Set by the proxy alone: whatever
 * a client sends under this name is replaced.
 */
export const SITE_PATH_HEADER = 'x-site-path';

/** Beside it, the page's query (`?category=residential`), which the language link keeps. */
export const SITE_QUERY_HEADER = 'x-site-query';
