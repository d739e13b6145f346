import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { PostCard } from '@/modules/blogs/site/PostCard';
import { ButtonLink, PageHeader, Section } from '@/site/ui/primitives';
import type { PostCardData } from './PostCard';

/** `/blog/author/{author}`: every visible post by one author, as cards. */
export function AuthorPosts({ name, path, cards }: { name: string; path: string; cards: PostCardData[] }) {
  return (
    <>
      <PageHeader
        title={name}
        intro={`${cards.length === 1 ? 'One article' : `${cards.length} articles`} on the blog by ${name}.`}
        crumbs={[
          { name: 'Blog', path: '/blog' },
          { name, path },
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
