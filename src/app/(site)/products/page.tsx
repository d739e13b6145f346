import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { cardsOf, catalogue } from '@/modules/products/site/data';
import { PRODUCTS_TITLE, ProductsIndex } from '@/modules/products/site/ProductsIndex';
import { childrenOf } from '@/modules/products/site/tree';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: PRODUCTS_TITLE,
    description:
      'Security cameras, NVR recorders, access control and video doorbells installed by licensed technicians across Los Angeles. See specs and prices, then ask for a free quote.',
    path: '/products',
  });
}

/** `/products`: the top-level categories, then the featured products. */
export default async function ProductsPage() {
  const { categories, products } = await catalogue();
  const cards = await cardsOf(
    childrenOf(categories, null),
    products.filter((product) => product.featured),
  );
  return <ProductsIndex cards={cards} />;
}
