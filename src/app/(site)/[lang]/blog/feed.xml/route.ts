import { DEFAULT_LOCALE, isLocale } from '@/kit/locales';
import { blogsModule } from '@/modules/blogs/module';
import { atomFeed, FEED_ENTRIES, type FeedPost } from '@/modules/blogs/site/feed';
import { BLOG_WORDS } from '@/modules/blogs/site/words';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { mediaByIds, visibleRecords } from '@/site/content';
import { fallbackLang } from '@/site/i18n/fallback';
import { localePath } from '@/site/locale-path';
import { FALLBACK_SITE_NAME, FEED_PATH, LOGO_PATH, largestVersionOf } from '@/site/seo/sharing';
import { siteOrigin } from '@/site/site-url';

/** Read from the database on every request, never at build time (like the sitemap). */
export const dynamic = 'force-dynamic';

/**
 * `/blog/feed.xml`: the newest published posts as an Atom feed, linked from every page's head. Like
 * the sitemap it is rendered on each request, so a post saved, published, scheduled or deleted shows
 * in the next fetch (the blogs module names this path among those a post change invalidates).
 * `/es/blog/feed.xml` is the same feed in Spanish: the posts' Spanish (English where a post has none
 * yet), linking to the Spanish pages.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const words = BLOG_WORDS[locale];
  const [business, posts] = await Promise.all([
    siteSettings(),
    visibleRecords(blogsModule, { sort: 'publishedAt', order: 'desc', limit: FEED_ENTRIES, locale }),
  ]);
  const covers = await mediaByIds(posts.map((post) => post.coverImageId));
  const entries: FeedPost[] = posts.map((post) => {
    const cover = post.coverImageId === null ? undefined : covers.get(post.coverImageId);
    return {
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      body: post.body,
      author: post.author,
      tags: post.tags,
      publishedAt: post.publishedAt,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      cover: cover ? { ...largestVersionOf(cover), alt: cover.alt } : null,
      lang: fallbackLang(post, 'body', locale),
    };
  });
  const name = business.siteName ?? FALLBACK_SITE_NAME;
  const xml = atomFeed(
    {
      origin: siteOrigin,
      name,
      title: words.feedTitle(words.title, name),
      subtitle: words.intro,
      feedPath: localePath(FEED_PATH, locale),
      logoPath: LOGO_PATH,
      updatedWhenEmpty: business.updatedAt,
      locale,
    },
    entries,
  );
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
