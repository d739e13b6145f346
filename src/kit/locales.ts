/**
 * The languages the site is written in. English is the source: every record has it and required
 * fields are required in it. Each other language holds a translation of the fields declared
 * `localized`, each falling back to English until it is written. Client-safe.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The languages translated from English. */
export const TRANSLATED_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, 'en'> => locale !== DEFAULT_LOCALE,
);
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Each language in its own words, for a language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** Each language as the back office (in English) names it in its sentences and labels. */
export const LOCALE_LABELS: Record<Locale, string> = { en: 'English', es: 'Spanish' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The column (or stored key) of a localized field's translation: `title` → `title_es`. */
export const translationColumn = (name: string, locale: TranslatedLocale) => `${name}_${locale}`;

/**
 * The column that marks a record whose translation lags behind its English (`needsTranslation_es`):
 * set when English localized text changes, cleared when the translation is saved complete.
 */
export const needsTranslationColumn = (locale: TranslatedLocale) => `needsTranslation_${locale}`;
