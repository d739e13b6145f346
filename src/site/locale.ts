import 'server-only';
import { lang } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/kit/locales';

/**
 * The language of the public page being rendered: the `[lang]` segment every site route sits under
 * (`src/proxy.ts` gives English pages theirs: `/services` is `/en/services` inside). English outside
 * a page render (a route handler names its own from its params).
 */
export async function siteLocale(): Promise<Locale> {
  try {
    const value = await lang();
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export { localePath } from './locale-path';
