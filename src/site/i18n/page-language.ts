import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/kit/locales';
import { SITE_PATH_HEADER } from '@/site/site-path';
import { localePath, siteLocale } from '../locale';

/** The language of the page being rendered, and the page's address in every language. */
export interface PageLanguage {
  locale: Locale;
  /** A site path (`/free-quote`) as this page's language has it (`/es/free-quote`). */
  href(path: string): string;
  /** The page's path without its language (`/services/cctv-installation`); null outside a page. */
  path: string | null;
  /** The page's address in each language, for the language switch and `hreflang`. */
  alternates: Record<Locale, string> | null;
}

/** Read once per request: `src/proxy.ts` hands the page its path without the language. */
export const pageLanguage = cache(async (): Promise<PageLanguage> => {
  const locale = await siteLocale();
  const path = (await headers()).get(SITE_PATH_HEADER);
  return {
    locale,
    href: (target) => localePath(target, locale),
    path,
    alternates:
      path === null
        ? null
        : (Object.fromEntries(LOCALES.map((each) => [each, localePath(path, each)])) as Record<
            Locale,
            string
          >),
  };
});

export const isDefaultLocale = (language: PageLanguage) => language.locale === DEFAULT_LOCALE;
