import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/kit/locales';
import { INTL_LOCALES } from '../format';
import { localePath } from '../locale-path';
import 'server-only';
import type { BusinessDetails } from '../business';
import { absoluteUrl, siteOrigin } from '../site-url';
import { openingHoursOf } from './opening-hours';
import { FALLBACK_SITE_NAME, geoCoordinatesOf, LOGO_SIZE } from './sharing';

/** What the About page adds to the business's node: the certifications it holds. */
interface About {
  certifications: string[] | null;
}

/** The business's node id, so other nodes (a service, a post) can name it as provider or publisher. */
export const BUSINESS_ID = `${siteOrigin}/#business`;
export const WEBSITE_ID = `${siteOrigin}/#website`;

/** "Los Angeles, CA" → locality and region; a city without a region is taken as in California. */
export function localityOf(city: string | null) {
  const [locality, region] = (city ?? '').split(',').map((part) => part.trim());
  return { addressLocality: locality || 'Los Angeles', addressRegion: region || 'CA' };
}

/** The business's street address as a schema.org `PostalAddress`; null without a street. */
export function businessAddress(business: Pick<BusinessDetails, 'address' | 'city' | 'postalCode'>) {
  if (!business.address) return null;
  return {
    '@type': 'PostalAddress' as const,
    streetAddress: business.address,
    ...localityOf(business.city),
    postalCode: business.postalCode ?? undefined,
    addressCountry: 'US',
  };
}

/** The logo as an `ImageObject` (Google wants at least 112 × 112 pixels). */
export const logoImage = (logoUrl: string) => ({
  '@type': 'ImageObject' as const,
  url: logoUrl,
  width: LOGO_SIZE,
  height: LOGO_SIZE,
});

/**
 * The business as the organisation behind a post or a job: the same node as the page's
 * `LocalBusiness` (same `@id`), with what a reader of that one node needs.
 */
export function businessAsOrganization(site: { name: string; logoUrl: string }) {
  return {
    '@type': 'Organization' as const,
    '@id': BUSINESS_ID,
    name: site.name,
    url: `${siteOrigin}/`,
    logo: logoImage(site.logoUrl),
  };
}

/**
 * `LocalBusiness` on every page: name, telephone, address and map position, hours, price range,
 * areas served, licence, logo and picture, and social profiles, as search engines show a local company.
 */
export function localBusiness(
  business: BusinessDetails,
  options: {
    about?: About | null;
    sameAs?: string[];
    logoUrl: string;
    imageUrl: string;
    priceRange?: string | null;
  },
) {
  const hours = openingHoursOf(business.businessHours);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': BUSINESS_ID,
    name: business.siteName ?? FALLBACK_SITE_NAME,
    description: business.tagline ?? undefined,
    url: `${siteOrigin}/`,
    telephone: business.phone ?? undefined,
    email: business.email ?? undefined,
    logo: logoImage(options.logoUrl),
    image: options.imageUrl,
    address: businessAddress(business) ?? undefined,
    geo: geoCoordinatesOf(business.mapCoordinates) ?? undefined,
    priceRange: options.priceRange ?? undefined,
    areaServed: (business.areasServed ?? []).map((name) => ({ '@type': 'City', name })),
    openingHoursSpecification: hours.length ? hours : undefined,
    hasCredential: business.licenseNumber
      ? {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'license',
          name: business.licenseNumber,
        }
      : undefined,
    knowsAbout: options.about?.certifications?.length ? options.about.certifications : undefined,
    // The business answers customers in the languages of its site.
    knowsLanguage: LOCALES.map((locale) => INTL_LOCALES[locale]),
    sameAs: options.sameAs?.length ? options.sameAs : undefined,
  };
}

/** `WebSite` on the home page: the site's name as search results show it, in both its languages. */
export function webSite(site: { name: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: site.name,
    url: `${siteOrigin}/`,
    inLanguage: LOCALES.map((locale) => INTL_LOCALES[locale]),
    publisher: { '@id': BUSINESS_ID },
  };
}

/**
 * The trail from the home page to this page; the last crumb is the page itself. The paths are the
 * pages' own (`/services`), given in `locale` (`/es/services`) with the home page's `homeName`.
 */
export function breadcrumbList(
  crumbs: { name: string; path: string }[],
  locale: Locale = DEFAULT_LOCALE,
  homeName = 'Home',
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: homeName, path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localePath(crumb.path, locale)),
    })),
  };
}
