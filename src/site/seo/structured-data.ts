import 'server-only';
import type { aboutSettings } from '@/modules/settings/about';
import type { homepageSettings } from '@/modules/settings/homepage';
import type { SettingsValues } from '../content';
import { absoluteUrl, siteOrigin } from '../site-url';
import { openingHoursOf } from './opening-hours';

type Business = SettingsValues<typeof homepageSettings>;
type About = SettingsValues<typeof aboutSettings>;

/** The business's node id, so other nodes (a service, a post) can name it as provider or publisher. */
export const BUSINESS_ID = `${siteOrigin}/#business`;

/** "Los Angeles, CA" → locality and region; a city without a region is taken as in California. */
function localityOf(city: string | null) {
  const [locality, region] = (city ?? '').split(',').map((part) => part.trim());
  return { addressLocality: locality || 'Los Angeles', addressRegion: region || 'CA' };
}

/**
 * `LocalBusiness` on every page: name, telephone, address, hours, areas served, licence and social
 * profiles, as search engines show a local company.
 */
export function localBusiness(
  business: Business,
  options: { about?: About | null; sameAs?: string[]; logoUrl?: string } = {},
) {
  const hours = openingHoursOf(business.businessHours);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': BUSINESS_ID,
    name: business.siteName ?? 'Security camera installation',
    description: business.tagline ?? undefined,
    url: `${siteOrigin}/`,
    telephone: business.phone ?? undefined,
    email: business.email ?? undefined,
    logo: options.logoUrl,
    image: options.logoUrl,
    address: business.address
      ? {
          '@type': 'PostalAddress',
          streetAddress: business.address,
          ...localityOf(business.city),
          postalCode: business.postalCode ?? undefined,
          addressCountry: 'US',
        }
      : undefined,
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
    sameAs: options.sameAs?.length ? options.sameAs : undefined,
  };
}

/** The trail from the home page to this page; the last crumb is the page itself. */
export function breadcrumbList(crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
