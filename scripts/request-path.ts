import { tokenAsLogged } from '../src/server/handshake/logged-token.ts';

/**
 * An address whose path has a percent sign that does not start an escape (`/%zz`, `/a%2`), escapes
 * that are not UTF-8 (`/%FF`, `/%C0%AF`, the surrogate `/%ED%A0%80`), or a dot segment. Next cannot route
 * such a path (it answers 500, and logs nothing); the server answers 400 before routing. The query
 * is not looked at: pages read it with `URLSearchParams`, which never throws.
 */
export function isMalformedPath(url: string): boolean {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return DOT_SEGMENT.test(path);
  try {
    return DOT_SEGMENT.test(decodeURIComponent(path));
  } catch {
    return true;
  }
}

/**
 * A `.` or `..` segment, written out or escaped (`/api/%2e%2e/health`): no page or call has one,
 * and the API would read the address as another once its URL is resolved.
 */
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;

/** Requests the API answers: a refusal to them is its JSON error, not a page. */
export function isApiPath(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
}

/**
 * Where a GET or HEAD of an untidy path is sent, so that each page has one address and every such
 * answer carries the site's headers (Next's own trailing-slash redirect carries none): repeated
 * slashes made one (`//about`), a trailing slash dropped (`/about/`), a backslash escaped
 * (`/\evil.example`), the query kept. Never an address that could read as another site. Null when
 * the path is tidy, and for any other method.
 */
export function tidyPathLocation(method: string | undefined, url: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  let tidy = path.replace(/\/{2,}/g, '/').replaceAll('\\', '%5C');
  if (tidy.length > 1 && tidy.endsWith('/')) tidy = tidy.slice(0, -1);
  if (tidy === path) return null;
  return tidy + (end === -1 ? '' : url.slice(end));
}

/**
 * A booked survey's private page (`/survey/{token}`, `/es/survey/{token}`, with its cancel and
 * reschedule forms) and its API calls (`/api/survey-bookings/{token}`): whoever holds the token can
 * see, move or cancel the survey.
 */
const PRIVATE_LINK = /^(\/(?:[a-z]{2}\/)?survey\/|\/api\/survey-bookings\/)([^/]*)/;

/** The path as the server's log shows it: a private link's token cut to its first characters. */
export function loggedPath(path: string): string {
  return path.replace(PRIVATE_LINK, (_, prefix: string, token: string) => `${prefix}${tokenAsLogged(token)}`);
}
