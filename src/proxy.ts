import { type NextRequest, NextResponse } from 'next/server';
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from '@/kit/locales';
import { SITE_PATH_HEADER, SITE_QUERY_HEADER } from '@/site/site-path';

/**
 * Every public page sits under a `[lang]` segment (`src/app/(site)/[lang]`): a translated page is
 * asked for with its language (`/es/services`), an English page without (`/services`, served as
 * `/en/services` inside). `/en/...` asked for from outside is served too, its canonical address the
 * one without the prefix: Next fetches a rewrite over the network when it takes it for another
 * origin (a server told a loopback address, see `scripts/server.ts`), and that fetch must find the
 * page, not a redirect back.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const [, first] = pathname.split('/');
  const prefixed = first === DEFAULT_LOCALE || (TRANSLATED_LOCALES as readonly string[]).includes(first);
  const sitePath = prefixed ? pathname.slice(first.length + 1) || '/' : pathname;
  const forwarded = new Headers(request.headers);
  forwarded.set(SITE_PATH_HEADER, sitePath);
  forwarded.set(SITE_QUERY_HEADER, search);
  if (prefixed) return NextResponse.next({ request: { headers: forwarded } });
  const inside = request.nextUrl.clone();
  inside.pathname = `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(developmentOrigin(request, inside), { request: { headers: forwarded } });
}

/**
 * `next dev --hostname 127.0.0.1` keeps that address in its own origin while the proxy's addresses
 * say `localhost`: the rewrite would look like one to another site and be fetched over the network
 * (`localhost` may not even reach the server). The development server is asked for directly, so
 * the address the request came to is its own. The production server is told `localhost` for a
 * loopback host instead (`scripts/server.ts`), and may sit behind a proxy whose host is not its own.
 */
function developmentOrigin(request: NextRequest, inside: URL): URL {
  const host = request.headers.get('host');
  if (process.env.NODE_ENV !== 'development' || !host) return inside;
  return new URL(`${inside.pathname}${inside.search}`, `${inside.protocol}//${host}`);
}

export const config = {
  // The back office, the API, uploads, build files and the files every site has at its root.
  matcher: ['/((?!admin|auth|api|media|_next|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml).*)'],
};
