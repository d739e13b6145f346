import type { MediaItem } from '@/lib/media-items';

/** The largest version of a library image, for structured data and sharing. */
export function largestImagePath(image: MediaItem): string {
  const largest = [...image.variants].sort((a, b) => b.width - a.width)[0];
  return largest?.url ?? image.url;
}
