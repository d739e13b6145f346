import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { blogsModule } from '@/modules/blogs/module';
import { AuthorPosts } from '@/modules/blogs/site/AuthorPosts';
import { authorPath, authorSlug } from '@/modules/blogs/site/authors';
import { postCards } from '@/modules/blogs/site/cards';
import { BLOG_WORDS } from '@/modules/blogs/site/words';
import { visibleRecords } from '@/site/content';
import { siteLocale } from '@/site/locale';

interface Props {
  params: Promise<{ author: string }>;
}

/** The author's name as their posts spell it, and their visible posts, newest first; null for no such author. */
async function load({ params }: Props) {
  const { author: slug } = await params;
  const posts = (await visibleRecords(blogsModule, { sort: 'publishedAt', order: 'desc' })).filter(
    (post) => authorSlug(post.author) === slug,
  );
  const name = posts[0]?.author;
  return name ? { name, posts, path: authorPath(name) ?? `/blog/author/${slug}` } : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  if (!found) return {};
  const words = BLOG_WORDS[await siteLocale()];
  return pageMetadata({
    title: words.authorMetaTitle(found.name),
    description: words.authorMetaDescription(
      found.name,
      found.posts
        .slice(0, 3)
        .map((post) => post.title)
        .join('; '),
    ),
    path: found.path,
  });
}

/** `/blog/author/{author}`: every visible post by one author; the author's address in the posts' structured data. */
export default async function AuthorPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  return <AuthorPosts name={found.name} path={found.path} cards={await postCards(found.posts)} />;
}
