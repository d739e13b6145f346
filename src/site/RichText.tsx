import { localizeHtmlLinks } from './i18n/localize-href';
import { pageLanguage } from './i18n/page-language';

/**
 * Renders stored rich text with the site's reading styles (`.rich-text` in the site's globals.css:
 * headings, lists, links, quotes, tables, images). Safe because the server sanitises every rich-text
 * field on write. Links to the site's pages lead to them in the page's language; `lang` marks a
 * text shown in another language than the page's (English standing in for a missing translation).
 */
export async function RichText({
  html,
  className = '',
  lang,
}: {
  html: string;
  className?: string;
  lang?: string;
}) {
  const { locale } = await pageLanguage();
  return (
    <div
      className={`rich-text ${className}`.trim()}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitised to an allow-list on every write.
      dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(html, locale) }}
    />
  );
}
