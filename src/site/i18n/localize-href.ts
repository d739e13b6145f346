import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { localePath } from '../locale-path';

/** Paths that are the same in every language: files, uploads, the API and the back office. */
const SHARED_PREFIXES = [
  '/media/',
  '/api/',
  '/admin',
  '/auth',
  '/_next/',
  '/logo.png',
  '/favicon.ico',
  '/icon.svg',
];

/**
 * A link target as a page in `locale` has it: a path on this site gets the language's prefix
 * (`/free-quote` → `/es/free-quote`), anything else (`tel:`, `mailto:`, `https://…`, `#top`, an
 * upload, a path already in a language) stays as it is.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href;
  if (SHARED_PREFIXES.some((prefix) => href === prefix.replace(/\/$/, '') || href.startsWith(prefix)))
    return href;
  if (href === `/${locale}` || href.startsWith(`/${locale}/`) || href.startsWith(`/${locale}?`)) return href;
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  return `${localePath(path, locale)}${split === -1 ? '' : href.slice(split)}`;
}

/** Every `href="/…"` of sanitised rich text, localized (`localizeHref`). */
export function localizeHtmlLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(/href="([^"]*)"/g, (_match, href: string) => `href="${localizeHref(href, locale)}"`);
}
