import type { MediaItem } from '@/lib/media-items';

/**
 * Pure helpers of what a shared page and the structured data say about the site as a whole: the
 * X handle of its social links, the share picture, the price range. No database: `site-identity.ts`
 * reads the values.
 */

/** The name the site goes by when the settings have none. */
export const FALLBACK_SITE_NAME = 'Security Camera Installation';

/** The blog's Atom feed, linked from every page's head. */
export const FEED_PATH = '/blog/feed.xml';

/** The business's logo as a picture (`/logo.png`, drawn by `src/app/(site)/logo.png/route.ts`). */
export const LOGO_PATH = '/logo.png';
export const LOGO_SIZE = 512;

/** An X (Twitter) profile address as the `@handle` of `twitter:site`; null for anything else. */
export function xHandleOf(url: string | null | undefined): string | null {
  const match =
    /^https?:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\/@?([A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/i.exec(
      (url ?? '').trim(),
    );
  if (!match) return null;
  // Paths of the site itself, not profiles.
  if (/^(home|intent|share|search|explore|i|hashtag)$/i.test(match[1])) return null;
  return `@${match[1]}`;
}

/** The largest WebP copy of a library picture (or the picture itself), with its size. */
export function largestVersionOf(image: MediaItem): { url: string; width: number; height: number } {
  const largest = [...image.variants].sort((a, b) => b.width - a.width)[0];
  return largest
    ? { url: largest.url, width: largest.width, height: largest.height }
    : { url: image.url, width: image.width, height: image.height };
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * The business's price range for `LocalBusiness.priceRange`: what staff wrote, or else the span of
 * the published packages' prices (`$1,499–$5,499`); null when neither says anything.
 */
export function priceRangeOf(written: string | null | undefined, packagePrices: number[]): string | null {
  if (written?.trim()) return written.trim();
  const prices = packagePrices.filter((cents) => Number.isFinite(cents) && cents > 0);
  if (prices.length === 0) return null;
  const low = WHOLE_DOLLARS.format(Math.min(...prices) / 100);
  const high = WHOLE_DOLLARS.format(Math.max(...prices) / 100);
  return low === high ? low : `${low}–${high}`;
}

/** `34.07725, -118.26065` (the settings' map coordinates) as schema.org `GeoCoordinates`; null when unset or out of range. */
export function geoCoordinatesOf(text: string | null | undefined) {
  const parts = (text ?? '').split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => !/^-?\d+(?:\.\d+)?$/.test(part))) return null;
  const [latitude, longitude] = parts.map(Number);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { '@type': 'GeoCoordinates' as const, latitude, longitude };
}
