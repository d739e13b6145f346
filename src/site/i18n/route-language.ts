import { DEFAULT_LOCALE, isLocale, type Locale } from '@/kit/locales';

/** What Next hands a route handler under `[lang]`: the language segment of its address. */
export interface LanguageRouteContext {
  params: Promise<{ lang?: string }>;
}

/**
 * The language of the page a form was posted from (`/es/newsletter/subscribe`), which the answer is
 * in too; English for anything else.
 */
export async function routeLocale({ params }: LanguageRouteContext): Promise<Locale> {
  const { lang } = await params;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
