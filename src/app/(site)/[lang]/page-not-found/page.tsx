import type { Metadata } from 'next';
import { FRAME_WORDS } from '@/site/i18n/frame-words';
import { siteLocale } from '@/site/locale';
import NotFound from '../not-found';

/** Never a search result: it is the body of every 404 answer. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: FRAME_WORDS[await siteLocale()].notFound.title, robots: { index: false, follow: true } };
}

/**
 * The site's 404 page as an ordinary page. Next sends `notFound()` of a page rendered on request as
 * an empty document that only JavaScript fills in (vercel/next.js#62228); the custom server answers
 * those 404s with this page's HTML instead, so visitors without JavaScript and crawlers get the
 * real page, in the site layout, with its `lang` (see `scripts/not-found-document.ts`).
 */
export default function PageNotFound() {
  return <NotFound />;
}
