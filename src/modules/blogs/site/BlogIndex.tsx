import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { Banners } from '@/modules/banners/site/Banners';
import { ArrowIcon } from '@/modules/products/site/cards';
import { CardGrid } from '@/site/ui/CardGrid';
import { PageHeader, Section } from '@/site/ui/primitives';
import { BLOG_INTRO, BLOG_TITLE } from './about-the-blog';
import { PostCard, type PostCardData } from './PostCard';
import { blogPageHref } from './pagination';

/** `/blog`: published posts newest first, nine per page (`?page=2`), with links to the pages beside. */
export function BlogIndex({
  page,
  pageCount,
  cards,
}: {
  page: number;
  pageCount: number;
  cards: PostCardData[];
}) {
  const newer = page > 1 ? blogPageHref(page - 1) : null;
  const older = page < pageCount ? blogPageHref(page + 1) : null;
  return (
    <>
      {newer && <link rel="prev" href={newer} />}
      {older && <link rel="next" href={older} />}
      <PageHeader
        title={BLOG_TITLE}
        intro={BLOG_INTRO}
        crumbs={[
          { name: 'Blog', path: '/blog' },
          ...(page > 1 ? [{ name: `Page ${page}`, path: blogPageHref(page) }] : []),
        ]}
      />
      <Banners placement="blog" />
      <Section tone="muted">
        {cards.length > 0 ? (
          <CardGrid count={cards.length}>
            {cards.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-lg text-slate-600 ring-1 ring-slate-200">
            New articles are on their way. Check back soon.
          </p>
        )}
        {pageCount > 1 && (
          <nav aria-label="Blog pages" className="mt-12 flex items-center justify-between gap-4">
            {newer ? (
              <a
                href={newer}
                rel="prev"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <ArrowIcon className="h-4 w-4 rotate-180" /> Newer posts
              </a>
            ) : (
              <span />
            )}
            <p className="text-slate-600">
              Page {page} of {pageCount}
            </p>
            {older ? (
              <a
                href={older}
                rel="next"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                Older posts <ArrowIcon />
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </Section>
      <QuoteCallToAction
        title="Want advice for your own property?"
        text="Our technicians visit for free, walk the property with you and quote the right system in writing."
      />
    </>
  );
}
