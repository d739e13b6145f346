import { notFound } from 'next/navigation';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { telHref } from '@/lib/phone-link';
import { Banners } from '@/modules/banners/site/Banners';
import { productsModule } from '@/modules/products/module';
import { categoryHref, productHref } from '@/modules/products/site/cards';
import { catalogue, type Product, previewOpens } from '@/modules/products/site/data';
import { ProductGallery } from '@/modules/products/site/ProductGallery';
import { priceLabel } from '@/modules/products/site/price';
import { productJsonLd } from '@/modules/products/site/structured-data';
import { ancestryOf } from '@/modules/products/site/tree';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { mediaByIds, recordBySlug } from '@/site/content';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { largestImagePath } from '@/site/pages/image-url';
import { PROSE } from '@/site/pages/prose';
import { RichText } from '@/site/RichText';
import { JsonLd } from '@/site/seo/JsonLd';
import type { PageSeo } from '@/site/seo/metadata';
import { textOf } from '@/site/seo/metadata';
import { FALLBACK_SITE_NAME } from '@/site/seo/sharing';
import { BUSINESS_ID } from '@/site/seo/structured-data';
import { absoluteUrl } from '@/site/site-url';
import { PreviewRibbon } from '@/site/ui/PreviewRibbon';
import { ButtonLink, PageHeader, quoteHref, Section } from '@/site/ui/primitives';

/** The product when it and its category are shown to visitors, or through a preview link. */
async function load({ params, searchParams }: ModulePageProps) {
  const { preview } = searchParams;
  const found = await recordBySlug(productsModule, params.slug, preview);
  if (!found) return null;
  const { categories } = await catalogue();
  const categoryShown = categories.some((category) => category.id === found.record.categoryId);
  if (categoryShown || found.preview) return { ...found, categories };
  if (await previewOpens(productsModule.key, found.record.id, preview))
    return { ...found, preview: true, categories };
  return null;
}

const descriptionOf = (product: Product) =>
  product.seoDescription ??
  product.summary ??
  (textOf(product.description) ||
    `${product.name}, supplied and installed by licensed security technicians across Los Angeles.`);

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record, preview } = found;
  const media = await mediaByIds(record.imageIds.slice(0, 1));
  return {
    title: record.seoTitle ?? record.name,
    description: descriptionOf(record),
    path: productHref(record.slug),
    image: media.get(record.imageIds[0]),
    noindex: preview,
  };
}

/** `/products/{slug}`: pictures, price, SKU, summary, specifications and description. */
async function ProductPage(props: ModulePageProps) {
  const found = await load(props);
  if (!found) notFound();
  const { record: product, preview, categories } = found;
  const [business, media] = await Promise.all([siteSettings(), mediaByIds(product.imageIds)]);
  const images = product.imageIds.flatMap((id) => media.get(id) ?? []);
  const chain = ancestryOf(categories, product.categoryId);
  const category = chain.at(-1) ?? null;
  const priced = product.priceCents !== null;

  const structuredData = productJsonLd({
    name: product.name,
    url: absoluteUrl(productHref(product.slug)),
    description: product.summary ?? (textOf(product.description) || null),
    sku: product.sku,
    brand: product.brand,
    businessName: business.siteName ?? FALLBACK_SITE_NAME,
    priceCents: product.priceCents,
    imageUrls: images.map((image) => absoluteUrl(largestImagePath(image))),
    categoryName: category?.name ?? null,
    businessId: BUSINESS_ID,
  });

  return (
    <>
      {structuredData && <JsonLd data={structuredData} />}
      <PreviewRibbon show={preview} />
      <PageHeader
        title={product.name}
        intro={product.summary ?? undefined}
        crumbs={[
          { name: 'Products', path: '/products' },
          ...chain.map((item) => ({ name: item.name, path: categoryHref(item.slug) })),
          { name: product.name, path: productHref(product.slug) },
        ]}
      />
      <Banners placement="products" />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
          <ProductGallery images={images} name={product.name} />
          <div className="space-y-8">
            <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
              <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">
                {priced ? 'Equipment price' : 'Price'}
              </p>
              <p className="mt-2 font-display text-4xl font-bold tracking-tight text-brand-900">
                {priceLabel(product.priceCents)}
              </p>
              <p className="mt-2 text-slate-600">
                {priced
                  ? 'Installation is quoted in writing after a free site survey.'
                  : 'Priced for your property after a free site survey.'}
              </p>
              {product.brand && (
                <p className="mt-4 text-sm text-slate-600">
                  Brand <span className="font-medium text-slate-800">{product.brand}</span>
                </p>
              )}
              {product.sku && (
                <p className={`${product.brand ? 'mt-1' : 'mt-4'} text-sm text-slate-600`}>
                  SKU <span className="font-mono font-medium text-slate-800">{product.sku}</span>
                </p>
              )}
              <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col">
                <ButtonLink href={quoteHref({ service: product.name })}>Get a free quote</ButtonLink>
                {business.phone && (
                  <ButtonLink href={telHref(business.phone)} variant="secondary">
                    Call {business.phone}
                  </ButtonLink>
                )}
              </div>
            </div>
            {product.specs.length > 0 && (
              <div>
                <h2 className="font-display text-2xl font-bold tracking-tight text-brand-900">
                  Specifications
                </h2>
                <table className="mt-4 w-full text-left">
                  <caption className="sr-only">Specifications of the {product.name}</caption>
                  <tbody className="divide-y divide-slate-200 border-y border-slate-200">
                    {product.specs.map((spec) => (
                      <tr key={spec.label}>
                        <th scope="row" className="w-2/5 py-3 pr-4 align-top font-medium text-slate-600">
                          {spec.label}
                        </th>
                        <td className="py-3 font-semibold text-slate-900">{spec.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </div>
        {product.description && (
          <div className="mt-14 border-t border-slate-200 pt-12">
            <h2 className="font-display text-2xl font-bold tracking-tight text-brand-900">
              About this product
            </h2>
            <RichText html={product.description} className={`mt-4 ${PROSE}`} />
          </div>
        )}
      </Section>
      <QuoteCallToAction subject={{ service: product.name }} title={`Get the ${product.name} installed`} />
    </>
  );
}

export default { module: productsModule, metadata, Page: ProductPage } satisfies ModulePublicPage;
