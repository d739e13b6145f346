import 'server-only';
import type { MediaItem } from '@/lib/media-items';
import { offerPrice } from '../format';
import { absoluteUrl } from '../site-url';
import { largestVersionOf } from './sharing';
import { BUSINESS_ID } from './structured-data';

/*
 * No `availability` on these offers: nothing in the data says whether a package or a plan can be
 * had right now (there is no stock or capacity to read), and search engines take a stated
 * availability as a promise.
 */

const cities = (areas: string[] | null | undefined) =>
  (areas?.length ? areas : ['Los Angeles']).map((name) => ({ '@type': 'City', name }));

const imageUrl = (image: MediaItem | null | undefined) =>
  image ? absoluteUrl(largestVersionOf(image).url) : undefined;

/** A service the business provides, where, and (for monitoring plans) for how much a month. */
export function serviceData(options: {
  name: string;
  description: string;
  path: string;
  areasServed: string[] | null | undefined;
  image?: MediaItem;
  serviceType?: string;
  monthlyPriceCents?: number | null;
}) {
  const url = absoluteUrl(options.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: options.name,
    serviceType: options.serviceType ?? options.name,
    description: options.description,
    url,
    image: imageUrl(options.image),
    provider: { '@id': BUSINESS_ID },
    areaServed: cities(options.areasServed),
    offers:
      options.monthlyPriceCents != null
        ? {
            '@type': 'Offer',
            url,
            priceCurrency: 'USD',
            price: offerPrice(options.monthlyPriceCents),
            seller: { '@id': BUSINESS_ID },
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: offerPrice(options.monthlyPriceCents),
              priceCurrency: 'USD',
              unitCode: 'MON',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
            },
          }
        : undefined,
  };
}

/**
 * A camera package as a product with its installed price: the business's own (its brand), with
 * the package's picture. The makers of its equipment are not the package's brand (the business
 * puts the package together and sells it installed): each is an "Equipment brand" property.
 */
export function packageData(
  item: {
    id: number;
    name: string;
    cameraCount: number;
    resolution: string | null;
    storage: string | null;
    priceCents: number;
    priceNote: string | null;
    features: string[] | null;
    brands?: string[] | null;
  },
  options: { image?: MediaItem | null; brandName: string },
) {
  const url = absoluteUrl('/cctv-packages');
  const description = [
    `${item.cameraCount}-camera security system, installed`,
    item.resolution,
    item.storage,
    ...(item.features ?? []),
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#package-${item.id}`,
    name: item.name,
    description,
    image: imageUrl(options.image),
    brand: { '@type': 'Brand', name: options.brandName },
    category: 'Security camera system',
    additionalProperty: item.brands?.length
      ? item.brands.map((name) => ({ '@type': 'PropertyValue', name: 'Equipment brand', value: name }))
      : undefined,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: offerPrice(item.priceCents),
      seller: { '@id': BUSINESS_ID },
      description: item.priceNote ?? undefined,
    },
  };
}
