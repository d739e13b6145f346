import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { cardsOf, catalogue } from '@/modules/products/site/data';
import { ProductsIndex } from '@/modules/products/site/ProductsIndex';
import { childrenOf } from '@/modules/products/site/tree';
import { PRODUCT_WORDS } from '@/modules/products/site/words';
import { siteLocale } from '@/site/locale';

export async function generateMetadata(): Promise<Metadata> {
  const words = PRODUCT_WORDS[await siteLocale()];
  return pageMetadata({
    title: words.indexTitle,
    description: words.indexMetaDescription,
    path: '/products',
  });
}

/** `/products`: the top-level categories, then the featured products. */
export default async function ProductsPage() {
  const locale = await siteLocale();
  const { categories, products } = await catalogue(locale);
  const cards = await cardsOf(
    childrenOf(categories, null),
    products.filter((product) => product.featured),
    locale,
  );
  return <ProductsIndex cards={cards} />;
}
