import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { Banners } from '@/modules/banners/site/Banners';
import { ArrowIcon } from '@/modules/products/site/cards';
import { pageLanguage } from '@/site/i18n/page-language';
import { CardGrid } from '@/site/ui/CardGrid';
import { PageHeader, Section } from '@/site/ui/primitives';
import { PostCard, type PostCardData } from './PostCard';
import { blogPageHref } from './pagination';
import { BLOG_WORDS } from './words';

/** `/blog`: published posts newest first, nine per page (`?page=2`), with links to the pages beside. */
export async function BlogIndex({
  page,
  pageCount,
  cards,
}: {
  page: number;
  pageCount: number;
  cards: PostCardData[];
}) {
  const { locale, href } = await pageLanguage();
  const words = BLOG_WORDS[locale];
  const newer = page > 1 ? href(blogPageHref(page - 1)) : null;
  const older = page < pageCount ? href(blogPageHref(page + 1)) : null;
  return (
    <>
      {newer && <link rel="prev" href={newer} />}
      {older && <link rel="next" href={older} />}
      <PageHeader
        title={words.title}
        intro={words.intro}
        crumbs={[
          { name: words.crumb, path: '/blog' },
          ...(page > 1 ? [{ name: words.pageCrumb(page), path: blogPageHref(page) }] : []),
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
            {words.empty}
          </p>
        )}
        {pageCount > 1 && (
          <nav aria-label={words.pagesLabel} className="mt-12 flex items-center justify-between gap-4">
            {newer ? (
              <a
                href={newer}
                rel="prev"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <ArrowIcon className="h-4 w-4 rotate-180" /> {words.newer}
              </a>
            ) : (
              <span />
            )}
            <p className="text-slate-600">{words.pageOf(page, pageCount)}</p>
            {older ? (
              <a
                href={older}
                rel="next"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {words.older} <ArrowIcon />
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </Section>
      <QuoteCallToAction title={words.ctaTitle} text={words.ctaText} />
    </>
  );
}
