import 'server-only';
import { env } from '@/env';

/**
 * Whether a form post comes from another site, by the two headers a browser sets and a page cannot:
 * `Sec-Fetch-Site: cross-site`, or an `Origin` that is neither this site's public address
 * (PUBLIC_URL, what a proxy in front serves) nor the host the request was sent to. `Origin: null`
 * (a sandboxed frame, a `data:` page) is another site. A post with neither header is let through:
 * every browser of the last years sends `Origin` with a form post, and a script outside a browser
 * forges nothing (it has no visitor's cookies to ride on), so only old browsers post without both.
 */
export function isCrossSitePost(headers: Headers, requestUrl: string, publicUrl: string): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  if (!host) return true;
  const ownHosts = [publicUrl, requestUrl].map((url) => new URL(url).host.toLowerCase());
  const sentTo = headers.get('host')?.toLowerCase();
  return host !== sentTo && !ownHosts.includes(host);
}

/** The answer to a form post from another site, or null when the post may go ahead. */
export function refuseCrossSitePost(request: Request): Response | null {
  if (!isCrossSitePost(request.headers, request.url, env.PUBLIC_URL)) return null;
  return new Response('Cross-site form posts are not accepted.', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
