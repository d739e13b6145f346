import { type NextRequest, NextResponse } from 'next/server';
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from '@/kit/locales';
import { SITE_PATH_HEADER } from '@/site/site-path';

/**
 * Every public page sits under a `[lang]` segment (`src/app/(site)/[lang]`): a translated page is
 * asked for with its language (`/es/services`), an English page without (`/services`, served as
 * `/en/services` inside). `/en/...` asked for from outside is sent to its one address.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const [, first] = pathname.split('/');
  if (first === DEFAULT_LOCALE) {
    const address = new URL(`${pathname.slice(DEFAULT_LOCALE.length + 1) || '/'}${search}`, request.url);
    return NextResponse.redirect(address, 308);
  }
  const translated = (TRANSLATED_LOCALES as readonly string[]).includes(first);
  const sitePath = translated ? pathname.slice(first.length + 1) || '/' : pathname;
  const forwarded = new Headers(request.headers);
  forwarded.set(SITE_PATH_HEADER, sitePath);
  if (translated) return NextResponse.next({ request: { headers: forwarded } });
  const inside = request.nextUrl.clone();
  inside.pathname = `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(inside, { request: { headers: forwarded } });
}

export const config = {
  // The back office, the API, uploads, build files and the files every site has at its root.
  matcher: ['/((?!admin|auth|api|media|_next|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml).*)'],
};
