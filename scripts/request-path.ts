/**
 * An address whose path has a percent sign that does not start an escape (`/%zz`, `/a%2`), or
 * escapes that are not UTF-8 (`/%FF`, `/%C0%AF`, the surrogate `/%ED%A0%80`). Next cannot route
 * such a path (it answers 500, and logs nothing); the server answers 400 before routing. The query
 * is not looked at: pages read it with `URLSearchParams`, which never throws.
 */
export function isMalformedPath(url: string): boolean {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Requests the API answers: a refusal to them is its JSON error, not a page. */
export function isApiPath(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
}

/**
 * Where a GET or HEAD of a path with repeated slashes (`//about`, `/blog//post/`) is sent: the same
 * path with single slashes and the same query, so each page has one address. Null for any other
 * request. A backslash is escaped, so the answer can never read as another site (`//\evil.example`).
 */
export function singleSlashLocation(method: string | undefined, url: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('//')) return null;
  const single = path.replace(/\/{2,}/g, '/').replaceAll('\\', '%5C');
  return single + (end === -1 ? '' : url.slice(end));
}
