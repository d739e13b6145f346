import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { blogsModule } from '@/modules/blogs/module';
import { BlogIndex } from '@/modules/blogs/site/BlogIndex';
import { postCards } from '@/modules/blogs/site/cards';
import { blogPageHref, POSTS_PER_PAGE, pageOf } from '@/modules/blogs/site/pagination';
import { BLOG_WORDS } from '@/modules/blogs/site/words';
import { visibleRecords } from '@/site/content';
import { siteLocale } from '@/site/locale';

interface Props {
  searchParams: Promise<{ page?: string | string[] }>;
}

/** The visible posts, newest first, and the page asked for (null when there is no such page). */
async function load({ searchParams }: Props) {
  const posts = await visibleRecords(blogsModule, { sort: 'publishedAt', order: 'desc' });
  const paging = pageOf((await searchParams).page, posts.length);
  return paging && { ...paging, posts };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  if (!found) return {};
  const words = BLOG_WORDS[await siteLocale()];
  return pageMetadata({
    title: found.page > 1 ? words.metaTitlePage(words.title, found.page) : words.title,
    description: words.metaDescription,
    path: blogPageHref(found.page),
  });
}

/** `/blog`: published posts newest first, nine per page (`?page=2`). */
export default async function BlogPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  const { page, pageCount, posts } = found;
  const cards = await postCards(posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE));
  return <BlogIndex page={page} pageCount={pageCount} cards={cards} />;
}
