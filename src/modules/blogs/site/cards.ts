import 'server-only';
import type { PublicRecordOfModule } from '@/kit/define-module';
import type { blogsModule } from '@/modules/blogs/module';
import { mediaByIds } from '@/site/content';
import { fallbackLang } from '@/site/i18n/fallback';
import { siteLocale } from '@/site/locale';
import type { PostCardData } from './PostCard';

type Post = PublicRecordOfModule<typeof blogsModule>;

/** Posts as cards, with their cover images read in one query. */
export async function postCards(posts: Post[]): Promise<PostCardData[]> {
  const [media, locale] = await Promise.all([
    mediaByIds(posts.map((post) => post.coverImageId)),
    siteLocale(),
  ]);
  return posts.map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    publishedAt: post.publishedAt,
    cover: (post.coverImageId !== null && media.get(post.coverImageId)) || null,
    titleLang: fallbackLang(post, 'title', locale),
    excerptLang: fallbackLang(post, 'excerpt', locale),
  }));
}
