import type { PublicRecordOfModule } from '@/kit/define-module';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import type { MediaItem } from '@/lib/media-items';
import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';
import type { blogsModule } from '../module';

type Post = PublicRecordOfModule<typeof blogsModule>;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** The home page's three latest posts. */
export function LatestPosts({ posts, media }: { posts: Post[]; media: Map<number, MediaItem> }) {
  return (
    <Section tone="muted" labelledBy="blog-heading">
      <HeadingRow link={<MoreLink href="/blog">All articles</MoreLink>}>
        <SectionHeading id="blog-heading" eyebrow="Advice" title="From the blog" />
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
                  <a
                    href={`/blog/${post.slug}`}
                    className="after:absolute after:inset-0 group-hover:underline"
                  >
                    {post.title}
                  </a>
                </h3>
                {post.excerpt && <p className="mt-2 text-slate-600">{post.excerpt}</p>}
              </div>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
