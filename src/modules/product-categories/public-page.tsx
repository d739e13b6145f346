import { notFound } from 'next/navigation';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { Banners } from '@/modules/banners/site/Banners';
import { productCategoriesModule } from '@/modules/product-categories/module';
import { CategoryBrowser } from '@/modules/products/site/CategoryBrowser';
import { categoryHref } from '@/modules/products/site/cards';
import { type Category, catalogue, contentsOf, previewOpens } from '@/modules/products/site/data';
import { ancestryOf } from '@/modules/products/site/tree';
import { recordBySlug } from '@/site/content';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import type { PageSeo } from '@/site/seo/metadata';
import { PreviewRibbon } from '@/site/ui/PreviewRibbon';
import { PageHeader, Section } from '@/site/ui/primitives';

/** The category when visitors may see it (it and every category above it published), or a preview. */
async function load({ params, searchParams }: ModulePageProps) {
  const { preview } = searchParams;
  const found = await recordBySlug(productCategoriesModule, params.slug, preview);
  if (!found) return null;
  const { categories } = await catalogue();
  const shown = categories.some((category) => category.id === found.record.id);
  if (shown || found.preview) return { ...found, categories };
  if (await previewOpens(productCategoriesModule.key, found.record.id, preview)) {
    return { ...found, preview: true, categories };
  }
  return null;
}

const descriptionOf = (category: Category) =>
  category.description ??
  `${category.name} supplied, installed and supported by licensed technicians across Los Angeles.`;

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record, preview } = found;
  return {
    title: record.name,
    description: descriptionOf(record),
    path: categoryHref(record.slug),
    noindex: preview,
  };
}

/** `/products/category/{slug}`: a category's subcategories, then its products. */
async function CategoryPage(props: ModulePageProps) {
  const found = await load(props);
  if (!found) notFound();
  const { record, preview, categories } = found;
  const chain = ancestryOf(
    [...categories.filter((category) => category.id !== record.id), record],
    record.id,
  );
  const contents = await contentsOf(record);
  return (
    <>
      <PreviewRibbon show={preview} />
      <PageHeader
        title={record.name}
        intro={descriptionOf(record)}
        crumbs={[
          { name: 'Products', path: '/products' },
          ...chain.map((category) => ({ name: category.name, path: categoryHref(category.slug) })),
        ]}
      />
      <Banners placement="products" />
      <Section tone="muted">
        <CategoryBrowser initial={contents} />
      </Section>
      <QuoteCallToAction
        subject={{ service: record.name }}
        title={`Need help choosing ${record.name}?`}
        text="We recommend the right models at a free site survey and quote the whole installation in writing."
      />
    </>
  );
}

export default { module: productCategoriesModule, metadata, Page: CategoryPage } satisfies ModulePublicPage;
