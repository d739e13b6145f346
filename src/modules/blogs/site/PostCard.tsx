import type { MediaItem } from '@/lib/media-items';
import { ArrowIcon, CARD, CARD_LINK, NoPicture } from '@/modules/products/site/cards';
import { formatLongDate } from '@/site/pages/format';
import { SiteImage } from '@/site/ui/SiteImage';
import { SEPARATOR } from '@/site/ui/separated';

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string | null;
  author: string | null;
  publishedAt: string | null;
  cover: MediaItem | null;
}

/** A post in a list: cover, date and author, title, excerpt; the whole card opens the post. */
export function PostCard({ post, headingLevel = 'h2' }: { post: PostCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const date = formatLongDate(post.publishedAt);
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
          <a href={`/blog/${post.slug}`} className={CARD_LINK}>
            {post.title}
          </a>
        </Heading>
        {post.excerpt && <p className="mt-3 line-clamp-3 text-slate-600">{post.excerpt}</p>}
        <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700 group-hover:text-brand-900">
          Read the article <ArrowIcon />
        </p>
      </div>
    </article>
  );
}
