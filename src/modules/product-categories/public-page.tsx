import { notFound } from 'next/navigation';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import type { Locale } from '@/kit/locales';
import { Banners } from '@/modules/banners/site/Banners';
import { productCategoriesModule } from '@/modules/product-categories/module';
import { CategoryBrowser } from '@/modules/products/site/CategoryBrowser';
import { categoryHref } from '@/modules/products/site/cards';
import { type Category, catalogue, contentsOf, previewOpens } from '@/modules/products/site/data';
import { ancestryOf } from '@/modules/products/site/tree';
import { PRODUCT_WORDS } from '@/modules/products/site/words';
import { recordBySlug } from '@/site/content';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { siteLocale } from '@/site/locale';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import type { PageSeo } from '@/site/seo/metadata';
import { PreviewRibbon } from '@/site/ui/PreviewRibbon';
import { PageHeader, Section } from '@/site/ui/primitives';

/** The category when visitors may see it (it and every category above it published), or a preview. */
async function load({ params, searchParams }: ModulePageProps) {
  const { preview } = searchParams;
  const found = await recordBySlug(productCategoriesModule, params.slug, preview);
  if (!found) return null;
  const { categories } = await catalogue(await siteLocale());
  const shown = categories.some((category) => category.id === found.record.id);
  if (shown || found.preview) return { ...found, categories };
  if (await previewOpens(productCategoriesModule.key, found.record.id, preview)) {
    return { ...found, preview: true, categories };
  }
  return null;
}

const descriptionOf = (category: Category, locale: Locale) =>
  category.description ?? PRODUCT_WORDS[locale].categoryMetaDescription(category.name);

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record, preview } = found;
  return {
    title: record.name,
    description: descriptionOf(record, await siteLocale()),
    path: categoryHref(record.slug),
    noindex: preview,
  };
}

/** `/products/category/{slug}`: a category's subcategories, then its products. */
async function CategoryPage(props: ModulePageProps) {
  const found = await load(props);
  if (!found) notFound();
  const { record, preview, categories } = found;
  const { locale } = await pageLanguage();
  const words = PRODUCT_WORDS[locale];
  const descriptionLang = record.description ? fallbackLang(record, 'description', locale) : undefined;
  const chain = ancestryOf(
    [...categories.filter((category) => category.id !== record.id), record],
    record.id,
  );
  const contents = await contentsOf(record, locale);
  return (
    <>
      <PreviewRibbon show={preview} />
      <PageHeader
        title={record.name}
        titleLang={fallbackLang(record, 'name', locale)}
        intro={
          descriptionLang ? (
            <span lang={descriptionLang}>{record.description}</span>
          ) : (
            descriptionOf(record, locale)
          )
        }
        crumbs={[
          { name: words.crumb, path: '/products' },
          ...chain.map((category) => ({ name: category.name, path: categoryHref(category.slug) })),
        ]}
      />
      <Banners placement="products" />
      <Section tone="muted">
        <CategoryBrowser initial={contents} locale={locale} words={words.browser} cardWords={words.cards} />
      </Section>
      <QuoteCallToAction
        subject={{ service: record.name }}
        title={words.categoryQuoteTitle(record.name)}
        text={words.categoryQuoteText}
      />
    </>
  );
}

export default { module: productCategoriesModule, metadata, Page: CategoryPage } satisfies ModulePublicPage;
