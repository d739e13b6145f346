import { notFound } from 'next/navigation';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import type { Locale } from '@/kit/locales';
import { telHref } from '@/lib/phone-link';
import { Banners } from '@/modules/banners/site/Banners';
import { productsModule } from '@/modules/products/module';
import { categoryHref, productHref } from '@/modules/products/site/cards';
import { catalogue, type Product, previewOpens } from '@/modules/products/site/data';
import { ProductGallery } from '@/modules/products/site/ProductGallery';
import { priceLabel } from '@/modules/products/site/price';
import { productJsonLd } from '@/modules/products/site/structured-data';
import { ancestryOf } from '@/modules/products/site/tree';
import { PRODUCT_WORDS } from '@/modules/products/site/words';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { mediaByIds, recordBySlug } from '@/site/content';
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { siteLocale } from '@/site/locale';
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
  const { categories } = await catalogue(await siteLocale());
  const categoryShown = categories.some((category) => category.id === found.record.categoryId);
  if (categoryShown || found.preview) return { ...found, categories };
  if (await previewOpens(productsModule.key, found.record.id, preview))
    return { ...found, preview: true, categories };
  return null;
}

const descriptionOf = (product: Product, locale: Locale) =>
  product.seoDescription ??
  product.summary ??
  (textOf(product.description) || PRODUCT_WORDS[locale].productMetaDescription(product.name));

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record, preview } = found;
  const media = await mediaByIds(record.imageIds.slice(0, 1));
  return {
    title: record.seoTitle ?? record.name,
    description: descriptionOf(record, await siteLocale()),
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
  const { locale, href } = await pageLanguage();
  const words = PRODUCT_WORDS[locale];
  const common = COMMON_WORDS[locale];
  const summaryLang = fallbackLang(product, 'summary', locale);
  const [business, media] = await Promise.all([siteSettings(), mediaByIds(product.imageIds)]);
  const images = product.imageIds.flatMap((id) => media.get(id) ?? []);
  const chain = ancestryOf(categories, product.categoryId);
  const category = chain.at(-1) ?? null;
  const priced = product.priceCents !== null;

  const structuredData = productJsonLd({
    name: product.name,
    url: absoluteUrl(href(productHref(product.slug))),
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
        intro={
          product.summary && summaryLang ? (
            <span lang={summaryLang}>{product.summary}</span>
          ) : (
            (product.summary ?? undefined)
          )
        }
        crumbs={[
          { name: words.crumb, path: '/products' },
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
                {priced ? words.equipmentPrice : words.price}
              </p>
              <p className="mt-2 font-display text-4xl font-bold tracking-tight text-brand-900">
                {priceLabel(product.priceCents, locale, PRODUCT_WORDS[locale].cards.callForPrice)}
              </p>
              <p className="mt-2 text-slate-600">{priced ? words.pricedNote : words.unpricedNote}</p>
              {product.brand && (
                <p className="mt-4 text-sm text-slate-600">
                  {words.brand} <span className="font-medium text-slate-800">{product.brand}</span>
                </p>
              )}
              {product.sku && (
                <p className={`${product.brand ? 'mt-1' : 'mt-4'} text-sm text-slate-600`}>
                  {words.sku} <span className="font-mono font-medium text-slate-800">{product.sku}</span>
                </p>
              )}
              <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col">
                <ButtonLink href={quoteHref({ service: product.name })}>{common.getFreeQuote}</ButtonLink>
                {business.phone && (
                  <ButtonLink href={telHref(business.phone)} variant="secondary">
                    {common.callNumber(business.phone)}
                  </ButtonLink>
                )}
              </div>
            </div>
            {product.specs.length > 0 && (
              <div>
                <h2 className="font-display text-2xl font-bold tracking-tight text-brand-900">
                  {words.specifications}
                </h2>
                <table className="mt-4 w-full text-left">
                  <caption className="sr-only">{words.specificationsOf(product.name)}</caption>
                  <tbody
                    lang={fallbackLang(product, 'specs', locale)}
                    className="divide-y divide-slate-200 border-y border-slate-200"
                  >
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
              {words.aboutProduct}
            </h2>
            <RichText
              html={product.description}
              lang={fallbackLang(product, 'description', locale)}
              className={`mt-4 ${PROSE}`}
            />
          </div>
        )}
      </Section>
      <QuoteCallToAction subject={{ service: product.name }} title={words.productQuoteTitle(product.name)} />
    </>
  );
}

export default { module: productsModule, metadata, Page: ProductPage } satisfies ModulePublicPage;
