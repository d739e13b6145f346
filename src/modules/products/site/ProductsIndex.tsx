import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { Banners } from '@/modules/banners/site/Banners';
import { CardGrid, CategoryCard, ProductCard } from '@/modules/products/site/cards';
import type { cardsOf } from '@/modules/products/site/data';
import { PageHeader, Section, SectionHeading } from '@/site/ui/primitives';

/** The catalogue's heading, and its title in search results. */
export const PRODUCTS_TITLE = 'Security Camera Products';
const INTRO =
  'The cameras, recorders, access control and doorbells we supply, install and support across Los Angeles. Every system is quoted in writing after a free site survey.';

/** `/products`: the top-level categories, then the featured products. */
export function ProductsIndex({ cards }: { cards: Awaited<ReturnType<typeof cardsOf>> }) {
  return (
    <>
      <PageHeader title={PRODUCTS_TITLE} intro={INTRO} crumbs={[{ name: 'Products', path: '/products' }]} />
      <Banners placement="products" />
      <Section labelledBy="categories-heading">
        <SectionHeading
          id="categories-heading"
          eyebrow="Catalog"
          title="Shop by category"
          intro="Open a category to see every model we install, with specifications and prices."
        />
        {cards.categories.length > 0 ? (
          <div className="mt-10">
            <CardGrid>
              {cards.categories.map((category) => (
                <li key={category.slug}>
                  <CategoryCard category={category} />
                </li>
              ))}
            </CardGrid>
          </div>
        ) : (
          <p className="mt-10 text-lg text-slate-600">
            Our catalog is being updated. Call us for models and prices.
          </p>
        )}
      </Section>
      {cards.products.length > 0 && (
        <Section tone="muted" labelledBy="featured-heading">
          <SectionHeading
            id="featured-heading"
            eyebrow="Installer's choice"
            title="Featured products"
            intro="The models our technicians install most often in Los Angeles homes and businesses."
          />
          <div className="mt-10">
            <CardGrid>
              {cards.products.map((product) => (
                <li key={product.slug}>
                  <ProductCard product={product} />
                </li>
              ))}
            </CardGrid>
          </div>
        </Section>
      )}
      <QuoteCallToAction
        title="Not sure which cameras you need?"
        text="Tell us about your property: we recommend the right models at a free site survey and quote the whole system in writing."
      />
    </>
  );
}
