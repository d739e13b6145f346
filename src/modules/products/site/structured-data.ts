import { schemaPrice } from './price';

/**
 * schema.org `Product` of a product page, or null for a "Call for price" product.
 *
 * Search engines take a `Product` as one of their product results only with an offer (with its
 * price), a review or a rating, and report one with none of these as an error. A product without a
 * price has no offer to state (a price of zero or a made-up one would be false), and the catalogue
 * keeps no reviews of products, so such a product gets no `Product` at all; its page still has its
 * breadcrumbs and the business's details.
 *
 * The offer states no availability and no condition: nothing in the catalogue records stock or
 * condition, and a stated availability is taken as a promise.
 */
export function productJsonLd(input: {
  name: string;
  url: string;
  description: string | null;
  sku: string | null;
  /** The maker; null for a product sold under the business's own name. */
  brand: string | null;
  businessName: string;
  priceCents: number | null;
  imageUrls: string[];
  categoryName: string | null;
  businessId: string;
}) {
  if (input.priceCents === null) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    url: input.url,
    description: input.description || undefined,
    sku: input.sku || undefined,
    brand: { '@type': 'Brand', name: input.brand || input.businessName },
    image: input.imageUrls.length ? input.imageUrls : undefined,
    category: input.categoryName || undefined,
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: schemaPrice(input.priceCents),
      priceCurrency: 'USD',
      seller: { '@id': input.businessId },
    },
  };
}
