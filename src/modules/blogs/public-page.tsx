import { notFound } from 'next/navigation';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { DEFAULT_LOCALE } from '@/kit/locales';
import { Banners } from '@/modules/banners/site/Banners';
import { blogsModule } from '@/modules/blogs/module';
import { authorPath } from '@/modules/blogs/site/authors';
import { postCards } from '@/modules/blogs/site/cards';
import { PostCard } from '@/modules/blogs/site/PostCard';
import { blogPostingJsonLd } from '@/modules/blogs/site/structured-data';
import { BLOG_WORDS, type BlogWords } from '@/modules/blogs/site/words';
import { mediaByIds, recordBySlug, visibleRecords } from '@/site/content';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { siteLocale } from '@/site/locale';
import { localePath } from '@/site/locale-path';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { formatLongDate } from '@/site/pages/format';
import { largestImagePath } from '@/site/pages/image-url';
import { PROSE } from '@/site/pages/prose';
import { RichText } from '@/site/RichText';
import { JsonLd } from '@/site/seo/JsonLd';
import type { PageSeo } from '@/site/seo/metadata';
import { textOf } from '@/site/seo/metadata';
import { businessAsOrganization } from '@/site/seo/structured-data';
import { absoluteUrl } from '@/site/site-url';
import { CardGrid } from '@/site/ui/CardGrid';
import { PreviewRibbon } from '@/site/ui/PreviewRibbon';
import { ButtonLink, Container, PageHeader, Section, SectionHeading } from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';
import { SiteLink } from '@/site/ui/SiteLink';

const load = ({ params, searchParams }: ModulePageProps) =>
  recordBySlug(blogsModule, params.slug, searchParams.preview);

type Post = NonNullable<Awaited<ReturnType<typeof load>>>['record'];

const descriptionOf = (post: Post, words: BlogWords) =>
  post.seoDescription ?? post.excerpt ?? (textOf(post.body) || words.postDescription(post.title));

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record: post, preview } = found;
  const [media, locale] = await Promise.all([mediaByIds([post.coverImageId]), siteLocale()]);
  const authorPage = authorPath(post.author);
  return {
    title: post.seoTitle ?? post.title,
    description: descriptionOf(post, BLOG_WORDS[locale]),
    path: `/blog/${post.slug}`,
    image: post.coverImageId === null ? undefined : media.get(post.coverImageId),
    type: 'article',
    noindex: preview,
    article: {
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt,
      author: post.author
        ? { name: post.author, url: authorPage ? absoluteUrl(localePath(authorPage, locale)) : undefined }
        : undefined,
      tags: post.tags,
    },
  };
}

/** `/blog/{slug}`: one post, with cover, date, author, tags and body, then three more posts. */
async function PostPage(props: ModulePageProps) {
  const found = await load(props);
  if (!found) notFound();
  const { record: post, preview } = found;
  const { site } = props;
  const { locale, href } = await pageLanguage();
  const words = BLOG_WORDS[locale];
  const [media, recent] = await Promise.all([
    mediaByIds([post.coverImageId]),
    visibleRecords(blogsModule, { sort: 'publishedAt', order: 'desc', limit: 4 }),
  ]);
  const cover = post.coverImageId === null ? undefined : media.get(post.coverImageId);
  const more = await postCards(recent.filter((other) => other.id !== post.id).slice(0, 3));
  const date = formatLongDate(post.publishedAt, locale);
  const url = `/blog/${post.slug}`;
  const authorPage = authorPath(post.author);
  const excerptLang = fallbackLang(post, 'excerpt', locale);

  return (
    <>
      <JsonLd
        data={blogPostingJsonLd({
          title: post.title,
          url: absoluteUrl(href(url)),
          description: descriptionOf(post, words),
          author: post.author,
          authorUrl: authorPage && absoluteUrl(href(authorPage)),
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          imageUrl: cover ? absoluteUrl(largestImagePath(cover)) : site.imageUrl,
          tags: post.tags,
          publisher: businessAsOrganization(site),
        })}
      />
      <PreviewRibbon show={preview} />
      <PageHeader
        title={post.title}
        titleLang={fallbackLang(post, 'title', locale)}
        intro={
          post.excerpt && excerptLang ? (
            <span lang={excerptLang}>{post.excerpt}</span>
          ) : (
            (post.excerpt ?? undefined)
          )
        }
        crumbs={[
          { name: words.crumb, path: '/blog' },
          { name: post.title, path: url },
        ]}
      >
        <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-3 text-brand-100">
          {post.author && (
            <span className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 items-center justify-center rounded-full bg-accent-400 font-display font-bold text-brand-950"
              >
                {initialsOf(post.author)}
              </span>
              <span>
                {words.by}{' '}
                {authorPage ? (
                  <SiteLink
                    href={authorPage}
                    rel="author"
                    className="font-semibold text-white underline decoration-brand-300 underline-offset-4 hover:decoration-white"
                  >
                    {post.author}
                  </SiteLink>
                ) : (
                  <span className="font-semibold text-white">{post.author}</span>
                )}
              </span>
            </span>
          )}
          {date && (
            <>
              {post.author && (
                // On a phone the date wraps under the author: no separator is left hanging.
                <span aria-hidden="true" className="hidden text-brand-300 sm:inline">
                  ·
                </span>
              )}
              <time dateTime={post.publishedAt ?? undefined}>{date}</time>
            </>
          )}
        </div>
      </PageHeader>
      <Banners placement="blog" />
      <article className="bg-white pb-16 sm:pb-20">
        {cover && (
          <Container className="pt-10 sm:pt-14">
            <div className="mx-auto max-w-4xl overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
              <SiteImage
                image={cover}
                priority
                sizes="(min-width: 960px) 896px, 100vw"
                className="h-auto w-full"
              />
            </div>
          </Container>
        )}
        <Container className="pt-10 sm:pt-14">
          <div className="mx-auto max-w-[68ch]">
            <RichText html={post.body} lang={fallbackLang(post, 'body', locale)} className={PROSE} />
            {post.tags.length > 0 && (
              <div className="mt-12 border-t border-slate-200 pt-8">
                <h2 className="text-sm font-semibold uppercase tracking-widest text-brand-600">
                  {words.tags}
                </h2>
                {/* Tags are not translated: staff write them once, in English. */}
                <ul
                  lang={locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE}
                  className="mt-3 flex flex-wrap gap-2"
                >
                  {post.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </Container>
      </article>
      {more.length > 0 && (
        <Section tone="muted" labelledBy="more-posts-heading">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading id="more-posts-heading" eyebrow={words.keepReading} title={words.moreFromBlog} />
            <ButtonLink href="/blog" variant="secondary">
              {words.allArticles}
            </ButtonLink>
          </div>
          <CardGrid count={more.length} className="mt-10">
            {more.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} headingLevel="h3" />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
      <QuoteCallToAction />
    </>
  );
}

/** "Daniel Reyes" → "DR". */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export default { module: blogsModule, metadata, Page: PostPage } satisfies ModulePublicPage;
