import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/kit/locales';
import { SITE_PATH_HEADER, SITE_QUERY_HEADER } from '@/site/site-path';

/** The address the 404 page is rendered at (`scripts/not-found-document.ts`). */
const NOT_FOUND_PAGE_PATH = '/page-not-found';

import { localePath, siteLocale } from '../locale';

/** The language of the page being rendered, and the page's address in every language. */
export interface PageLanguage {
  locale: Locale;
  /** A site path (`/free-quote`) as this page's language has it (`/es/free-quote`). */
  href(path: string): string;
  /** The page's path without its language (`/services/cctv-installation`); null outside a page. */
  path: string | null;
  /**
   * The page's address in each language with its query (a filter, a token), for the language
   * link; null where the page has no address of its own (the 404 page).
   */
  alternates: Record<Locale, string> | null;
}

/** Read once per request: `src/proxy.ts` hands the page its path without the language. */
export const pageLanguage = cache(async (): Promise<PageLanguage> => {
  const locale = await siteLocale();
  const request = await headers();
  const asked = request.get(SITE_PATH_HEADER);
  // The 404 page is rendered at its own address for every missing one: it has no other language's.
  const path = asked === null || asked === NOT_FOUND_PAGE_PATH ? null : asked;
  const query = /^\?[^#]*$/.test(request.get(SITE_QUERY_HEADER) ?? '')
    ? (request.get(SITE_QUERY_HEADER) ?? '')
    : '';
  return {
    locale,
    href: (target) => localePath(target, locale),
    path,
    alternates:
      path === null
        ? null
        : (Object.fromEntries(LOCALES.map((each) => [each, `${localePath(path, each)}${query}`])) as Record<
            Locale,
            string
          >),
  };
});

export const isDefaultLocale = (language: PageLanguage) => language.locale === DEFAULT_LOCALE;
