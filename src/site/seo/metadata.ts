import 'server-only';
import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/kit/locales';
import type { MediaItem } from '@/lib/media-items';
import { localePath } from '../locale-path';
import { absoluteUrl } from '../site-url';
import { FEED_PATH, largestVersionOf } from './sharing';
import type { SiteIdentity } from './site-identity';

/** Search results cut titles near 60 characters and descriptions near 160. */
const MAX_DESCRIPTION = 160;
/** The longest title a page gets, its business name included. */
const MAX_TITLE = 70;

/** The language and region of the pages in each language, as Open Graph names them. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** The name of the blog's feed in each language, as the page head links it. */
const FEED_TITLES: Record<Locale, (name: string) => string> = {
  en: (name) => `${name} blog`,
  es: (name) => `Blog de ${name}`,
};

/**
 * The page's address in every language, and which one a search engine shows a reader of another
 * language (`x-default`: the English). `path` is the page's path without its language.
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [locale, absoluteUrl(localePath(path, locale))])),
    'x-default': absoluteUrl(path),
  };
}

export interface PageSeo {
  /** The page's own title; `documentTitle` adds the business name where it fits. */
  title: string;
  description: string;
  /** The canonical path of the page, e.g. `/services/cctv-installation`. */
  path: string;
  /** The page's own picture, shown when the page is shared; without one, the settings' share picture. */
  image?: MediaItem;
  /** Articles (blog posts) are `article`; everything else a `website`. */
  type?: 'website' | 'article';
  /** Previews and pages that must not be found through a search engine. */
  noindex?: boolean;
  /** An article's dates, author and tags, for its Open Graph card and author link. */
  article?: ArticleSeo;
}

/** What an article (a blog post) says of itself beyond any page's title and description. */
export interface ArticleSeo {
  publishedTime?: string;
  modifiedTime: string;
  /** Its author, with the absolute address of the author's page when there is one. */
  author?: { name: string; url?: string };
  tags: string[];
}

/** Shortens to a whole word within the limit, with an ellipsis when something was cut. */
export function clampText(text: string, limit = MAX_DESCRIPTION): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

/** A page title shorter than this once cut to make room for the business name is too short to read. */
const MIN_CUT_TITLE = 30;

/**
 * The page's title for the browser tab and search results: "Page | Business", within 70
 * characters. A title that names the business already stands alone ("About Pacific Shield
 * Security"); one too long to take the name as well is cut at a word to make room for it (a long
 * post title), unless the name is so long that little of the page's title would be left.
 */
export function documentTitle(pageTitle: string, siteName: string): string {
  const title = pageTitle.replace(/\s+/g, ' ').trim();
  const name = siteName.replace(/\s+/g, ' ').trim();
  if (!name || title.toLowerCase().includes(name.toLowerCase())) return clampText(title, MAX_TITLE);
  if (!title) return clampText(name, MAX_TITLE);
  const suffix = ` | ${name}`;
  if (title.length + suffix.length <= MAX_TITLE) return `${title}${suffix}`;
  const room = MAX_TITLE - suffix.length;
  return room >= MIN_CUT_TITLE ? `${clampText(title, room)}${suffix}` : clampText(title, MAX_TITLE);
}

/** A page's metadata whose title is whole text: read it as `title.absolute`, never as `String(title)`. */
export type PageMetadata = Metadata & { title: { absolute: string } };

/** Plain text of stored rich text, for descriptions. */
export function textOf(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A library picture as an Open Graph image: its largest copy, absolute, with size and alt text. */
function sharedImage(image: MediaItem) {
  const { url, width, height } = largestVersionOf(image);
  return { url: absoluteUrl(url), width, height, alt: image.alt };
}

/**
 * What every page's head says about the site, whatever the page: its name and language when shared,
 * the share picture, the X account, and the blog's feed. Pages without metadata of their own (the
 * 404 page) get exactly this from the layout.
 */
export function siteWideMetadata(site: SiteIdentity, locale: Locale = DEFAULT_LOCALE): Metadata {
  const images = site.shareImage ? [sharedImage(site.shareImage)] : undefined;
  return {
    openGraph: {
      siteName: site.name,
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((each) => each !== locale).map((each) => OG_LOCALES[each]),
      type: 'website',
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      site: site.xHandle ?? undefined,
      images,
    },
    alternates: {
      types: {
        'application/atom+xml': [
          { url: absoluteUrl(localePath(FEED_PATH, locale)), title: FEED_TITLES[locale](site.name) },
        ],
      },
    },
  };
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a public page, complete:
 * Next replaces the layout's `openGraph`, `twitter` and `alternates` with a page's own, so the
 * site-wide values are repeated here.
 */
export function composePageMetadata(
  seo: PageSeo,
  site: SiteIdentity,
  locale: Locale = DEFAULT_LOCALE,
): PageMetadata {
  const description = clampText(seo.description);
  const url = absoluteUrl(localePath(seo.path, locale));
  const shown = seo.image ?? site.shareImage ?? undefined;
  const images = shown ? [sharedImage(shown)] : undefined;
  const siteWide = siteWideMetadata(site, locale);
  return {
    // Whole here (the layout's "%s | name" template is for pages without metadata of their own).
    title: { absolute: documentTitle(seo.title, site.name) },
    description,
    alternates: { ...siteWide.alternates, canonical: url, languages: languageAlternates(seo.path) },
    openGraph: {
      ...siteWide.openGraph,
      title: seo.title,
      description,
      url,
      type: seo.type ?? 'website',
      images,
      ...(seo.article && articleGraph(seo.article)),
    },
    twitter: {
      ...siteWide.twitter,
      card: images ? 'summary_large_image' : 'summary',
      title: seo.title,
      description,
      images,
    },
    robots: seo.noindex ? { index: false, follow: false } : undefined,
    ...(seo.article && { authors: seo.article.author ? [seo.article.author] : undefined }),
  };
}

/** An article's Open Graph properties, which name its author by the address of their page. */
const articleGraph = ({ publishedTime, modifiedTime, author, tags }: ArticleSeo) => ({
  publishedTime,
  modifiedTime,
  authors: author?.url ? [author.url] : undefined,
  tags,
});
