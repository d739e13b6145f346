import type { PublicRecordOfModule } from '@/kit/define-module';
import type { Locale } from '@/kit/locales';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import type { MediaItem } from '@/lib/media-items';
import { INTL_LOCALES } from '@/site/format';
import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';
import { SiteLink } from '@/site/ui/SiteLink';
import type { blogsModule } from '../module';
import { BLOG_WORDS } from './words';

type Post = PublicRecordOfModule<typeof blogsModule>;

const DATE_FORMATS = Object.fromEntries(
  Object.entries(INTL_LOCALES).map(([locale, tag]) => [
    locale,
    new Intl.DateTimeFormat(tag, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: BUSINESS_TIME_ZONE,
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** The home page's three latest posts. */
export async function LatestPosts({ posts, media }: { posts: Post[]; media: Map<number, MediaItem> }) {
  const { locale } = await pageLanguage();
  const words = BLOG_WORDS[locale];
  const dateFormat = DATE_FORMATS[locale];
  return (
    <Section tone="muted" labelledBy="blog-heading">
      <HeadingRow link={<MoreLink href="/blog">{words.allArticles}</MoreLink>}>
        <SectionHeading id="blog-heading" eyebrow={words.homeEyebrow} title={words.homeTitle} />
      </HeadingRow>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {posts.map((post) => {
          const image = post.coverImageId ? media.get(post.coverImageId) : undefined;
          return (
            <article
              key={post.id}
              className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card"
            >
              <SiteImage
                image={image}
                alt=""
                sizes="(min-width: 768px) 33vw, 100vw"
                className="aspect-[16/9] h-auto w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                {post.publishedAt && (
                  <p className="text-sm text-slate-600">
                    <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
                  </p>
                )}
                <h3 className="mt-2 font-display text-lg font-bold leading-snug text-brand-900">
                  <SiteLink
                    href={`/blog/${post.slug}`}
                    lang={fallbackLang(post, 'title', locale)}
                    className="after:absolute after:inset-0 group-hover:underline"
                  >
                    {post.title}
                  </SiteLink>
                </h3>
                {post.excerpt && (
                  <p lang={fallbackLang(post, 'excerpt', locale)} className="mt-2 text-slate-600">
                    {post.excerpt}
                  </p>
                )}
              </div>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
