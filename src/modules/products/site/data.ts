import 'server-only';
import { cache } from 'react';
import type { PublicRecordOfModule } from '@/kit/define-module';
import type { Locale } from '@/kit/locales';
import { productCategoriesModule } from '@/modules/product-categories/module';
import { productsModule } from '@/modules/products/module';
import { serverAuthSecret } from '@/server/api/runtime';
import { getDatabase } from '@/server/db';
import { openPreviewGrant } from '@/server/preview/preview-links';
import { mediaByIds, visibleRecords } from '@/site/content';
import { fallbackLang } from '@/site/i18n/fallback';
import type { CategoryCardData, DrillContents, ProductCardData } from './cards';
import { childrenOf, productsUnder, shownCategories } from './tree';

export type Category = PublicRecordOfModule<typeof productCategoriesModule>;
export type Product = PublicRecordOfModule<typeof productsModule>;

/**
 * Everything the catalogue shows, read once per request, in `locale`: the categories visitors may
 * see (each with its whole parent chain published) and the published products of those categories.
 * The language is named, not read from the page: the drill-down's JSON route has no page.
 */
export const catalogue = cache(async (locale: Locale) => {
  const [published, products] = await Promise.all([
    visibleRecords(productCategoriesModule, { locale }),
    visibleRecords(productsModule, { locale }),
  ]);
  const categories = shownCategories(published);
  const shownIds = new Set(categories.map((category) => category.id));
  return { categories, products: products.filter((product) => shownIds.has(product.categoryId)) };
});

/** The picture of a category: its own, else the first picture of a product inside it. */
function categoryImageId(category: Category, inside: Product[]): number | null {
  return category.imageId ?? inside.find((product) => product.imageIds.length > 0)?.imageIds[0] ?? null;
}

/** Category and product cards in `locale` with their images resolved, ready for the server or the drill-down. */
export async function cardsOf(
  categoryList: Category[],
  productList: Product[],
  locale: Locale,
): Promise<{ categories: CategoryCardData[]; products: ProductCardData[] }> {
  const all = await catalogue(locale);
  const insides = new Map(
    categoryList.map((category) => [category.id, productsUnder(all.categories, all.products, category.id)]),
  );
  const imageIds = [
    ...categoryList.map((category) => categoryImageId(category, insides.get(category.id) ?? [])),
    ...productList.map((product) => product.imageIds[0]),
  ];
  const media = await mediaByIds(imageIds);
  const image = (id: number | null | undefined) => (typeof id === 'number' ? (media.get(id) ?? null) : null);
  return {
    categories: categoryList.map((category) => ({
      slug: category.slug,
      name: category.name,
      nameLang: fallbackLang(category, 'name', locale),
      description: category.description,
      descriptionLang: category.description ? fallbackLang(category, 'description', locale) : undefined,
      count: insides.get(category.id)?.length ?? 0,
      image: image(categoryImageId(category, insides.get(category.id) ?? [])),
    })),
    products: productList.map((product) => ({
      slug: product.slug,
      name: product.name,
      brand: product.brand,
      summary: product.summary,
      summaryLang: product.summary ? fallbackLang(product, 'summary', locale) : undefined,
      priceCents: product.priceCents,
      image: image(product.imageIds[0]),
    })),
  };
}

/**
 * What a category holds, in `locale`, as the category page and the drill-down show it: subcategories,
 * then products.
 */
export async function contentsOf(category: Category, locale: Locale): Promise<DrillContents> {
  const all = await catalogue(locale);
  const cards = await cardsOf(
    childrenOf(all.categories, category.id),
    all.products.filter((product) => product.categoryId === category.id),
    locale,
  );
  return {
    slug: category.slug,
    name: category.name,
    nameLang: fallbackLang(category, 'name', locale),
    description: category.description,
    descriptionLang: category.description ? fallbackLang(category, 'description', locale) : undefined,
    subcategories: cards.categories,
    products: cards.products,
  };
}

/**
 * Whether a preview link opens this record: a published product or category that visitors cannot
 * see because a category above it is hidden is still shown to staff through its preview link.
 */
export async function previewOpens(moduleKey: string, recordId: number, token: unknown): Promise<boolean> {
  if (typeof token !== 'string') return false;
  const grant = await openPreviewGrant(await getDatabase(), token, await serverAuthSecret());
  return grant?.module === moduleKey && grant.recordId === recordId;
}
