import { schemaPrice } from './price';

/**
 * schema.org `Product` of a product page, with an `Offer` only when the product has a price (a
 * "Call for price" product offers nothing a search engine could show).
 */
export function productJsonLd(input: {
  name: string;
  url: string;
  description: string | null;
  sku: string | null;
  priceCents: number | null;
  imageUrls: string[];
  categoryName: string | null;
  businessId: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    url: input.url,
    description: input.description || undefined,
    sku: input.sku || undefined,
    image: input.imageUrls.length ? input.imageUrls : undefined,
    category: input.categoryName || undefined,
    offers:
      input.priceCents === null
        ? undefined
        : {
            '@type': 'Offer',
            url: input.url,
            price: schemaPrice(input.priceCents),
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            seller: { '@id': input.businessId },
          },
  };
}
