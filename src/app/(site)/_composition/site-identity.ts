import 'server-only';
import { cache } from 'react';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { socialsModule } from '@/modules/socials/module';
import { mediaByIds, visibleRecords } from '@/site/content';
import { siteLocale } from '@/site/locale';
import { composePageMetadata, type PageMetadata, type PageSeo } from '@/site/seo/metadata';
import { FALLBACK_SITE_NAME, LOGO_PATH, largestVersionOf, priceRangeOf, xHandleOf } from '@/site/seo/sharing';
import type { SiteIdentity } from '@/site/seo/site-identity';
import { absoluteUrl } from '@/site/site-url';

/**
 * What every page says about the site (read once per request): the Home page settings' business,
 * the social profiles, and the CCTV packages' prices when the settings give no price range.
 */
export const siteIdentity = cache(async (): Promise<SiteIdentity> => {
  const [business, socials, packages] = await Promise.all([
    siteSettings(),
    visibleRecords(socialsModule),
    visibleRecords(cctvPackagesModule),
  ]);
  const shareImage = business.shareImageId
    ? ((await mediaByIds([business.shareImageId])).get(business.shareImageId) ?? null)
    : null;
  const logoUrl = absoluteUrl(LOGO_PATH);
  return {
    name: business.siteName ?? FALLBACK_SITE_NAME,
    shareImage,
    xHandle:
      socials.map((social) => (social.platform === 'x' ? xHandleOf(social.url) : null)).find(Boolean) ?? null,
    logoUrl,
    imageUrl: shareImage ? absoluteUrl(largestVersionOf(shareImage).url) : logoUrl,
    profiles: socials.map((social) => social.url),
    priceRange: priceRangeOf(
      business.priceRange,
      packages.map((item) => item.priceCents),
    ),
  };
});

/** `composePageMetadata` with the site's identity read for this request. */
export async function pageMetadata(seo: PageSeo): Promise<PageMetadata> {
  const [site, locale] = await Promise.all([siteIdentity(), siteLocale()]);
  return composePageMetadata(seo, site, locale);
}
