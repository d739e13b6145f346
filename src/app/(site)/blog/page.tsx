import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { QuoteCallToAction } from '@/features/inquiries';
import { Banners } from '@/modules/banners/site/Banners';
import { blogsModule } from '@/modules/blogs/module';
import { BLOG_INTRO, BLOG_TITLE } from '@/modules/blogs/site/about-the-blog';
import { postCards } from '@/modules/blogs/site/cards';
import { PostCard } from '@/modules/blogs/site/PostCard';
import { blogPageHref, POSTS_PER_PAGE, pageOf } from '@/modules/blogs/site/pagination';
import { ArrowIcon } from '@/modules/products/site/cards';
import { visibleRecords } from '@/site/content';
import { CardGrid } from '@/site/ui/CardGrid';
import { PageHeader, Section } from '@/site/ui/primitives';

interface Props {
  searchParams: Promise<{ page?: string | string[] }>;
}

const TITLE = BLOG_TITLE;
const INTRO = BLOG_INTRO;

/** The visible posts, newest first, and the page asked for (null when there is no such page). */
async function load({ searchParams }: Props) {
  const posts = await visibleRecords(blogsModule, { sort: 'publishedAt', order: 'desc' });
  const paging = pageOf((await searchParams).page, posts.length);
  return paging && { ...paging, posts };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  if (!found) return {};
  return pageMetadata({
    title: found.page > 1 ? `${TITLE} (page ${found.page})` : TITLE,
    description:
      'Security camera advice for Los Angeles homes and businesses: how many cameras you need, wired vs. wireless, monitoring and more, from licensed local installers.',
    path: blogPageHref(found.page),
  });
}

/** `/blog`: published posts newest first, nine per page (`?page=2`). */
export default async function BlogPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  const { page, pageCount, posts } = found;
  const cards = await postCards(posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE));
  const newer = page > 1 ? blogPageHref(page - 1) : null;
  const older = page < pageCount ? blogPageHref(page + 1) : null;
  return (
    <>
      {newer && <link rel="prev" href={newer} />}
      {older && <link rel="next" href={older} />}
      <PageHeader
        title={TITLE}
        intro={INTRO}
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
