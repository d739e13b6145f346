import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { Banners } from '@/modules/banners/site/Banners';
import { CardGrid, CategoryCard, ProductCard } from '@/modules/products/site/cards';
import type { cardsOf } from '@/modules/products/site/data';
import { pageLanguage } from '@/site/i18n/page-language';
import { PageHeader, Section, SectionHeading } from '@/site/ui/primitives';
import { PRODUCT_WORDS } from './words';

/** `/products`: the top-level categories, then the featured products. */
export async function ProductsIndex({ cards }: { cards: Awaited<ReturnType<typeof cardsOf>> }) {
  const { locale } = await pageLanguage();
  const words = PRODUCT_WORDS[locale];
  return (
    <>
      <PageHeader
        title={words.indexTitle}
        intro={words.indexIntro}
        crumbs={[{ name: words.crumb, path: '/products' }]}
      />
      <Banners placement="products" />
      <Section labelledBy="categories-heading">
        <SectionHeading
          id="categories-heading"
          eyebrow={words.categoriesEyebrow}
          title={words.categoriesTitle}
          intro={words.categoriesIntro}
        />
        {cards.categories.length > 0 ? (
          <div className="mt-10">
            <CardGrid>
              {cards.categories.map((category) => (
                <li key={category.slug}>
                  <CategoryCard category={category} words={words.cards} locale={locale} />
                </li>
              ))}
            </CardGrid>
          </div>
        ) : (
          <p className="mt-10 text-lg text-slate-600">{words.emptyCatalog}</p>
        )}
      </Section>
      {cards.products.length > 0 && (
        <Section tone="muted" labelledBy="featured-heading">
          <SectionHeading
            id="featured-heading"
            eyebrow={words.featuredEyebrow}
            title={words.featuredTitle}
            intro={words.featuredIntro}
          />
          <div className="mt-10">
            <CardGrid>
              {cards.products.map((product) => (
                <li key={product.slug}>
                  <ProductCard product={product} words={words.cards} locale={locale} />
                </li>
              ))}
            </CardGrid>
          </div>
        </Section>
      )}
      <QuoteCallToAction title={words.indexQuoteTitle} text={words.indexQuoteText} />
    </>
  );
}
