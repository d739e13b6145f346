import type { Locale } from '@/kit/locales';
import type { TranslationFacts } from '@/kit/record-types';

/**
 * The `lang` of a record's field on a page in another language: `en` when the field has no
 * translation and shows its English (so screen readers and search engines read it as English),
 * otherwise none (the page's own). Records without localized fields never need one.
 */
export function fallbackLang(
  record: { translation?: TranslationFacts },
  field: string,
  locale: Locale,
): 'en' | undefined {
  const facts = record.translation;
  return facts && facts.locale === locale && locale !== 'en' && facts.untranslated.includes(field)
    ? 'en'
    : undefined;
}
