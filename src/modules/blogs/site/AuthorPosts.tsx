import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { PostCard } from '@/modules/blogs/site/PostCard';
import { pageLanguage } from '@/site/i18n/page-language';
import { ButtonLink, PageHeader, Section } from '@/site/ui/primitives';
import type { PostCardData } from './PostCard';
import { BLOG_WORDS } from './words';

/** `/blog/author/{author}`: every visible post by one author, as cards. */
export async function AuthorPosts({
  name,
  path,
  cards,
}: {
  name: string;
  path: string;
  cards: PostCardData[];
}) {
  const words = BLOG_WORDS[(await pageLanguage()).locale];
  return (
    <>
      <PageHeader
        title={name}
        intro={words.authorIntro(cards.length, name)}
        crumbs={[
          { name: words.crumb, path: '/blog' },
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
            {words.allArticles}
          </ButtonLink>
        </div>
      </Section>
      <QuoteCallToAction />
    </>
  );
}
