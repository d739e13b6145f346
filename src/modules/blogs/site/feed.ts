import sanitizeHtml from 'sanitize-html';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { INTL_LOCALES } from '@/site/format';
import { localizeHtmlLinks } from '@/site/i18n/localize-href';
import { localePath } from '@/site/locale-path';
import { authorPath } from './authors';

/**
 * The blog as an Atom feed (RFC 4287). Pure: the route reads the posts and the settings and hands
 * them here with the site's origin. A feed is in one language (`locale`): its posts' text in it, and
 * its links to the pages in it (`/es/blog/...`). Every link is absolute (feed readers have no page to resolve a
 * relative one against), every entry keeps one id for life (the post's number, not its slug, which
 * staff may change), and a post's HTML travels escaped as `type="html"` text.
 */

/** The newest posts a feed carries; readers poll it and keep what they have seen. */
export const FEED_ENTRIES = 20;

export interface FeedPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  /** The post's sanitised HTML, with site-relative links and pictures. */
  body: string;
  author: string | null;
  tags: string[];
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The cover picture: site-relative address, alt text and size. */
  cover: { url: string; alt: string; width: number; height: number } | null;
  /** The language of its text when not the feed's: English standing in for a missing translation. */
  lang?: Locale;
}

export interface FeedSite {
  /** `https://example.com`, without a trailing slash. */
  origin: string;
  name: string;
  title: string;
  subtitle: string;
  feedPath: string;
  logoPath: string;
  /** The feed's `updated` when it has no entry: the last change of the settings that name it. */
  updatedWhenEmpty: string | null;
  /** The language of the feed and of the pages it links to. Default: English. */
  locale?: Locale;
}

/** Characters XML 1.0 cannot carry at all (C0 controls but tab, newline and return; lone surrogates). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an XML element or a double-quoted attribute. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** An instant as RFC 3339, in UTC. */
const instant = (value: string) => new Date(value).toISOString();

const absolute = (origin: string, url: string) => {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  if (trimmed.startsWith('//')) return `${origin.split(':')[0]}:${trimmed}`;
  return new URL(trimmed, `${origin}/`).href;
};

/** The post's HTML with every link and picture address made absolute. */
export function withAbsoluteLinks(html: string, origin: string): string {
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      '*': (tagName, attribs) => {
        const next = { ...attribs };
        for (const name of ['href', 'src'] as const)
          if (next[name]) next[name] = absolute(origin, next[name]);
        if (next.srcset) {
          next.srcset = next.srcset
            .split(',')
            .map((candidate) => {
              const [url, ...descriptor] = candidate.trim().split(/\s+/);
              return [absolute(origin, url), ...descriptor].join(' ');
            })
            .join(', ');
        }
        return { tagName, attribs: next };
      },
    },
  });
}

/**
 * `tag:example.com,2026-03-04:blog-post-17` (RFC 4151): the post's id for life, whatever its slug
 * becomes. Its translation is another entry (`blog-post-17-es`), in the feed of its language.
 */
export function entryId(
  origin: string,
  post: Pick<FeedPost, 'id' | 'createdAt'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const suffix = locale === DEFAULT_LOCALE ? '' : `-${locale}`;
  return `tag:${new URL(origin).hostname},${instant(post.createdAt).slice(0, 10)}:blog-post-${post.id}${suffix}`;
}

/** When an entry last changed for its readers: its last save, or its publish time when that came later. */
function entryUpdated(post: FeedPost): string {
  const saved = instant(post.updatedAt);
  const published = post.publishedAt ? instant(post.publishedAt) : saved;
  return published > saved ? published : saved;
}

function entryXml(site: FeedSite, post: FeedPost): string {
  const locale = site.locale ?? DEFAULT_LOCALE;
  const url = `${site.origin}${localePath(`/blog/${post.slug}`, locale)}`;
  const authorPage = authorPath(post.author);
  const cover = post.cover
    ? `<p><img src="${xmlText(absolute(site.origin, post.cover.url))}" alt="${xmlText(post.cover.alt)}" width="${post.cover.width}" height="${post.cover.height}"></p>`
    : '';
  const content = `${cover}${withAbsoluteLinks(localizeHtmlLinks(post.body, locale), site.origin)}`;
  const lang = post.lang && post.lang !== locale ? ` xml:lang="${INTL_LOCALES[post.lang]}"` : '';
  return [
    `  <entry${lang}>`,
    `    <id>${xmlText(entryId(site.origin, post, locale))}</id>`,
    `    <title type="text">${xmlText(post.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
    `    <published>${instant(post.publishedAt ?? post.createdAt)}</published>`,
    `    <updated>${entryUpdated(post)}</updated>`,
    ...(post.author
      ? [
          '    <author>',
          `      <name>${xmlText(post.author)}</name>`,
          ...(authorPage
            ? [`      <uri>${xmlText(`${site.origin}${localePath(authorPage, locale)}`)}</uri>`]
            : []),
          '    </author>',
        ]
      : []),
    ...post.tags.map((tag) => `    <category term="${xmlText(tag)}"/>`),
    ...(post.excerpt ? [`    <summary type="text">${xmlText(post.excerpt)}</summary>`] : []),
    `    <content type="html">${xmlText(content)}</content>`,
    '  </entry>',
  ].join('\n');
}

/** The Atom document of the newest `FEED_ENTRIES` posts, newest first. */
export function atomFeed(site: FeedSite, posts: FeedPost[]): string {
  const locale = site.locale ?? DEFAULT_LOCALE;
  const publishedOf = (post: FeedPost) => instant(post.publishedAt ?? post.createdAt);
  const entries = [...posts]
    .sort((a, b) => publishedOf(b).localeCompare(publishedOf(a)) || b.id - a.id)
    .slice(0, FEED_ENTRIES);
  const updated = entries.length
    ? entries.map(entryUpdated).sort().at(-1)
    : instant(site.updatedWhenEmpty ?? '1970-01-01T00:00:00Z');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${INTL_LOCALES[locale]}">`,
    `  <id>${xmlText(`${site.origin}${site.feedPath}`)}</id>`,
    `  <title type="text">${xmlText(site.title)}</title>`,
    `  <subtitle type="text">${xmlText(site.subtitle)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(`${site.origin}${site.feedPath}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(`${site.origin}${localePath('/blog', locale)}`)}"/>`,
    '  <author>',
    `    <name>${xmlText(site.name)}</name>`,
    `    <uri>${xmlText(`${site.origin}${localePath('/', locale)}`)}</uri>`,
    '  </author>',
    `  <icon>${xmlText(`${site.origin}${site.logoPath}`)}</icon>`,
    `  <logo>${xmlText(`${site.origin}${site.logoPath}`)}</logo>`,
    ...entries.map((post) => entryXml(site, post)),
    '</feed>',
    '',
  ].join('\n');
}
