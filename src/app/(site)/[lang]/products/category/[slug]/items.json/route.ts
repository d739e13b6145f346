import { DEFAULT_LOCALE, isLocale } from '@/kit/locales';
import { catalogue, contentsOf } from '@/modules/products/site/data';

export const dynamic = 'force-dynamic';

/**
 * `GET /products/category/{slug}/items.json` (`/es/products/…` in Spanish): what a category holds
 * (subcategories, then products) in the address's language, for the drill-down that opens it in
 * place. Only what its page shows; no cookie.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ lang: string; slug: string }> },
) {
  const { lang, slug } = await params;
  // A route handler has no page to read its language from: the address names it.
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const { categories } = await catalogue(locale);
  const category = categories.find((shown) => shown.slug === slug);
  if (!category) {
    return Response.json({ message: 'Not found' }, { status: 404 });
  }
  return Response.json(await contentsOf(category, locale), {
    headers: { 'cache-control': 'public, max-age=0, must-revalidate', 'x-robots-tag': 'noindex' },
  });
}
