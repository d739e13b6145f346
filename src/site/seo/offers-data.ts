import 'server-only';
import type { MediaItem } from '@/lib/media-items';
import { offerPrice } from '../format';
import { absoluteUrl } from '../site-url';
import { BUSINESS_ID } from './structured-data';

const cities = (areas: string[] | null | undefined) =>
  (areas?.length ? areas : ['Los Angeles']).map((name) => ({ '@type': 'City', name }));

const imageUrl = (image: MediaItem | undefined) => {
  if (!image) return undefined;
  const largest = [...image.variants].sort((a, b) => b.width - a.width)[0];
  return absoluteUrl(largest?.url ?? image.url);
};

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
            availability: 'https://schema.org/InStock',
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

/** A camera package as a product with its installed price. */
export function packageData(item: {
  name: string;
  cameraCount: number;
  resolution: string | null;
  storage: string | null;
  priceCents: number;
  priceNote: string | null;
  features: string[] | null;
}) {
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
    name: item.name,
    description,
    category: 'Security camera system',
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: offerPrice(item.priceCents),
      availability: 'https://schema.org/InStock',
      seller: { '@id': BUSINESS_ID },
      description: item.priceNote ?? undefined,
    },
  };
}
