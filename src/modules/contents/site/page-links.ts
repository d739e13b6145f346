import 'server-only';
import { visibleRecords } from '@/site/content';
import { fallbackLang } from '@/site/i18n/fallback';
import { siteLocale } from '@/site/locale';
import { contentsModule } from '../module';

/**
 * The published content pages (privacy policy, terms...), as links to their addresses, labelled in
 * the page's language; `lang` is `en` where a page's title has no translation yet.
 */
export async function contentPageLinks(): Promise<{ label: string; href: string; lang?: 'en' }[]> {
  const [pages, locale] = await Promise.all([visibleRecords(contentsModule), siteLocale()]);
  return pages.map((page) => ({
    label: page.title,
    href: `/pages/${page.slug}`,
    lang: fallbackLang(page, 'title', locale),
  }));
}
