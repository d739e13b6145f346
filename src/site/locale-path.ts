import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';

/** A site path in `locale`: English paths have no prefix, the others theirs (`/es/services`). */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
