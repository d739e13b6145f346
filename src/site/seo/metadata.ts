import 'server-only';
import type { Metadata } from 'next';
import type { MediaItem } from '@/lib/media-items';
import { absoluteUrl } from '../site-url';

/** Search results cut titles near 60 characters and descriptions near 160. */
const MAX_DESCRIPTION = 160;

export interface PageSeo {
  /** The page's own title; the layout's template appends the business name. */
  title: string;
  description: string;
  /** The canonical path of the page, e.g. `/services/cctv-installation`. */
  path: string;
  /** The picture shown when the page is shared. */
  image?: MediaItem;
  /** Articles (blog posts) are `article`; everything else a `website`. */
  type?: 'website' | 'article';
  /** Previews and pages that must not be found through a search engine. */
  noindex?: boolean;
}

/** Shortens to a whole word within the limit, with an ellipsis when something was cut. */
export function clampText(text: string, limit = MAX_DESCRIPTION): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

/** Plain text of stored rich text, for descriptions. */
export function textOf(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Title, description, canonical URL, Open Graph and Twitter card of a public page. */
export function pageMetadata(seo: PageSeo): Metadata {
  const description = clampText(seo.description);
  const url = absoluteUrl(seo.path);
  const largest = seo.image ? [...seo.image.variants].sort((a, b) => b.width - a.width)[0] : undefined;
  const images = seo.image
    ? [
        {
          url: absoluteUrl(largest?.url ?? seo.image.url),
          width: largest?.width ?? seo.image.width,
          height: largest?.height ?? seo.image.height,
          alt: seo.image.alt,
        },
      ]
    : undefined;
  return {
    title: seo.title,
    description,
    alternates: { canonical: url },
    openGraph: { title: seo.title, description, url, type: seo.type ?? 'website', images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: seo.title, description, images },
    robots: seo.noindex ? { index: false, follow: false } : undefined,
  };
}
