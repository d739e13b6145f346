import 'server-only';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import type { MediaItem } from '@/lib/media-items';
import { INTL_LOCALES, offerPrice } from '../format';
import { localePath } from '../locale-path';
import { absoluteUrl } from '../site-url';
import { largestVersionOf } from './sharing';
import { BUSINESS_ID } from './structured-data';

/*
 * No `availability` on these offers: nothing in the data says whether a package or a plan can be
 * had right now (there is no stock or capacity to read), and search engines take a stated
 * availability as a promise.
 */

/** The words of a package's structured data, in the language of its page. */
const PACKAGE_DATA_WORDS: Record<
  Locale,
  { system: (cameras: number) => string; category: string; equipmentBrand: string }
> = {
  en: {
    system: (cameras) => `${cameras}-camera security system, installed`,
    category: 'Security camera system',
    equipmentBrand: 'Equipment brand',
  },
  es: {
    system: (cameras) => `Sistema de seguridad de ${cameras} cámaras, instalado`,
    category: 'Sistema de cámaras de seguridad',
    equipmentBrand: 'Marca del equipo',
  },
};

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
  /** The language of the page it is on: its address and texts are that page's. Default: English. */
  locale?: Locale;
}) {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const url = absoluteUrl(localePath(options.path, locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    inLanguage: INTL_LOCALES[locale],
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
  options: { image?: MediaItem | null; brandName: string; locale?: Locale },
) {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const words = PACKAGE_DATA_WORDS[locale];
  const url = absoluteUrl(localePath('/cctv-packages', locale));
  const description = [
    words.system(item.cameraCount),
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
    category: words.category,
    additionalProperty: item.brands?.length
      ? item.brands.map((name) => ({ '@type': 'PropertyValue', name: words.equipmentBrand, value: name }))
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
