import type { MediaItem } from '@/lib/media-items';

/** What every page says about the site; the app reads it from the features that hold it. */
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
