import type { ComponentProps } from 'react';
import { localizeHref } from '../i18n/localize-href';
import { pageLanguage } from '../i18n/page-language';

/**
 * A link on a public page: a path on this site leads to the page in the visitor's language
 * (`/free-quote` on a Spanish page is `/es/free-quote`); other targets stay as they are. A plain
 * `<a>`: public pages move by whole documents, each served from the page cache.
 */
export async function SiteLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  const { locale } = await pageLanguage();
  return <a {...props} href={localizeHref(href, locale)} />;
}
