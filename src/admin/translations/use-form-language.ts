'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/kit/locales';

/** The address parameter of the language a form edits: `?lang=es`, so a reload or a link keeps it. */
export const FORM_LANGUAGE_PARAM = 'lang';

/** The language a record or settings form edits, kept in the address, and how to change it. */
export function useFormLanguage(): [Locale, (locale: Locale) => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = searchParams.get(FORM_LANGUAGE_PARAM);
  const language = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const change = (locale: Locale) => {
    const params = new URLSearchParams(searchParams);
    if (locale === DEFAULT_LOCALE) params.delete(FORM_LANGUAGE_PARAM);
    else params.set(FORM_LANGUAGE_PARAM, locale);
    const query = params.toString();
    // A step of its own: Back returns to the other language.
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return [language, change];
}
