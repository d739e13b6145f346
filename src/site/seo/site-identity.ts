import 'server-only';
import { cache } from 'react';
import type { MediaItem } from '@/lib/media-items';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { socialsModule } from '@/modules/socials/module';
import { mediaByIds, siteSettings, visibleRecords } from '../content';
import { absoluteUrl } from '../site-url';
import { FALLBACK_SITE_NAME, LOGO_PATH, largestVersionOf, priceRangeOf, xHandleOf } from './sharing';

export interface SiteIdentity {
  name: string;
  /** The settings' share picture: the picture of a shared page that has none of its own. */
  shareImage: MediaItem | null;
  /** `@handle` of the business's X profile among the social links, for `twitter:site`. */
  xHandle: string | null;
  /** Absolute address of the logo picture. */
  logoUrl: string;
  /** Absolute address of the business's own picture: the share picture, else the logo. */
  imageUrl: string;
  /** The business's profiles elsewhere (`sameAs`). */
  profiles: string[];
  priceRange: string | null;
}

/** What every page says about the site (read once per request). */
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
