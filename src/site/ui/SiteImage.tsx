import { preload } from 'react-dom';
import type { MediaItem } from '@/lib/media-items';

/** A library image as a page shows it: with the language of its alt text where it is not the page's. */
export type SiteMediaItem = MediaItem & { altLang?: string };

interface SiteImageProps {
  image: SiteMediaItem | undefined;
  /** The `sizes` attribute: how wide the image is shown at each viewport, e.g. `(min-width: 1024px) 50vw, 100vw`. */
  sizes: string;
  className?: string;
  /** Above the fold (the hero): loaded first and preloaded from the document head; everything else is lazy. */
  priority?: boolean;
  /** Replaces the item's alt text; `''` marks a decorative image. */
  alt?: string;
  /**
   * With `priority`: preload only where the image is above the fold, e.g. `(min-width: 1024px)` for a
   * picture that phones show below the hero text (there the preload would hold up the stylesheet).
   */
  preloadMedia?: string;
}

/** The WebP variants as a `srcset`, largest last; the original when no variant was made (a tiny image). */
function sourcesOf(image: MediaItem) {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  const srcSet = variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  const fallback = variants.at(-1)?.url ?? image.url;
  return { srcSet: srcSet || undefined, src: fallback };
}

/**
 * A library image with its real aspect ratio (width and height always set, so nothing jumps while it
 * loads), a responsive `srcset` of its WebP variants, lazy below the fold and preloaded above it.
 */
export function SiteImage({ image, sizes, className, priority = false, alt, preloadMedia }: SiteImageProps) {
  if (!image) return null;
  const { srcSet, src } = sourcesOf(image);
  if (priority) {
    preload(src, {
      as: 'image',
      imageSrcSet: srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
      media: preloadMedia,
    });
  }
  return (
    // biome-ignore lint/performance/noImgElement: the WebP variants are made once at upload; next/image would resize again per request.
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      lang={alt === undefined && image.alt ? image.altLang : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
