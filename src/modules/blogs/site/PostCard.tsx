import type { MediaItem } from '@/lib/media-items';
import { ArrowIcon, CARD, CARD_LINK, NoPicture } from '@/modules/products/site/cards';
import { pageLanguage } from '@/site/i18n/page-language';
import { formatLongDate } from '@/site/pages/format';
import { SiteImage } from '@/site/ui/SiteImage';
import { SiteLink } from '@/site/ui/SiteLink';
import { SEPARATOR } from '@/site/ui/separated';
import { BLOG_WORDS } from './words';

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string | null;
  author: string | null;
  publishedAt: string | null;
  cover: MediaItem | null;
  /** `en` when the title (or excerpt) is the English standing in for a missing translation. */
  titleLang?: 'en';
  excerptLang?: 'en';
}

/** A post in a list: cover, date and author, title, excerpt; the whole card opens the post. */
export async function PostCard({
  post,
  headingLevel = 'h2',
}: {
  post: PostCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const { locale } = await pageLanguage();
  const words = BLOG_WORDS[locale];
  const date = formatLongDate(post.publishedAt, locale);
  return (
    <article className={CARD}>
      <div className="aspect-[16/10] overflow-hidden bg-slate-100">
        {post.cover ? (
          <SiteImage
            image={post.cover}
            alt=""
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : (
          <NoPicture />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          {date && <time dateTime={post.publishedAt ?? undefined}>{date}</time>}
          {date && post.author && <span aria-hidden="true">{SEPARATOR}</span>}
          {post.author && <span>{post.author}</span>}
        </p>
        <Heading className="mt-2 font-display text-xl font-semibold leading-snug text-brand-900">
          <SiteLink href={`/blog/${post.slug}`} lang={post.titleLang} className={CARD_LINK}>
            {post.title}
          </SiteLink>
        </Heading>
        {post.excerpt && (
          <p lang={post.excerptLang} className="mt-3 line-clamp-3 text-slate-600">
            {post.excerpt}
          </p>
        )}
        <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700 group-hover:text-brand-900">
          {words.readArticle} <ArrowIcon />
        </p>
      </div>
    </article>
  );
}
