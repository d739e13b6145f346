import { type NextRequest, NextResponse } from 'next/server';
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from '@/kit/locales';
import { SITE_PATH_HEADER, SITE_QUERY_HEADER } from '@/site/site-path';

/**
 * Every public page sits under a `[lang]` segment (`src/app/(site)/[lang]`): a translated page is
 * asked for with its language (`/es/services`), an English page without (`/services`, served as
 * `/en/services` inside). `/en/...` asked for from outside is served too, its canonical address the
 * one without the prefix: Next fetches a rewrite over the network when it takes it for another
 * origin (a server told a loopback address, see `scripts/server.ts`), and that fetch must find the
 * page, not a redirect back. Next names every loopback address `localhost` in this file's URLs, so
 * the development server is started on its default host or `--hostname localhost`, never
 * `127.0.0.1`: there every English page would be fetched over the network, and fail once its first
 * compile outlasts the 30 s such a fetch is given.
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
  return NextResponse.rewrite(inside, { request: { headers: forwarded } });
}

export const config = {
  // The back office, the API, uploads, build files and the files every site has at its root.
  matcher: ['/((?!admin|auth|api|media|_next|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml).*)'],
};
