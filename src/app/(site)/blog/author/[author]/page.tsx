import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { QuoteCallToAction } from '@/features/inquiries';
import { blogsModule } from '@/modules/blogs/module';
import { authorPath, authorSlug } from '@/modules/blogs/site/authors';
import { postCards } from '@/modules/blogs/site/cards';
import { PostCard } from '@/modules/blogs/site/PostCard';
import { visibleRecords } from '@/site/content';
import { ButtonLink, PageHeader, Section } from '@/site/ui/primitives';

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
  return pageMetadata({
    title: `Articles by ${found.name}`,
    description: `Security camera advice for Los Angeles homes and businesses by ${found.name}: ${found.posts
      .slice(0, 3)
      .map((post) => post.title)
      .join('; ')}.`,
    path: found.path,
  });
}

/** `/blog/author/{author}`: every visible post by one author; the author's address in the posts' structured data. */
export default async function AuthorPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  const cards = await postCards(found.posts);
  return (
    <>
      <PageHeader
        title={found.name}
        intro={`${found.posts.length === 1 ? 'One article' : `${found.posts.length} articles`} on the blog by ${found.name}.`}
        crumbs={[
          { name: 'Blog', path: '/blog' },
          { name: found.name, path: found.path },
        ]}
      />
      <Section tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <ButtonLink href="/blog" variant="secondary">
            All articles
          </ButtonLink>
        </div>
      </Section>
      <QuoteCallToAction />
    </>
  );
}
