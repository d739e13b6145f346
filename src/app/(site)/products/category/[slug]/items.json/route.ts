import { productCategoriesModule } from '@/modules/product-categories/module';
import { catalogue, contentsOf } from '@/modules/products/site/data';
import { recordBySlug } from '@/site/content';

export const dynamic = 'force-dynamic';

/**
 * `GET /products/category/{slug}/items.json`: what a category holds (subcategories, then products)
 * for the drill-down that opens it in place. Only what its page shows; no cookie.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const found = await recordBySlug(productCategoriesModule, slug);
  const { categories } = await catalogue();
  if (!found || !categories.some((category) => category.id === found.record.id)) {
    return Response.json({ message: 'Not found' }, { status: 404 });
  }
  return Response.json(await contentsOf(found.record), {
    headers: { 'cache-control': 'public, max-age=0, must-revalidate', 'x-robots-tag': 'noindex' },
  });
}
