import type { PublicRecordOfModule } from '@/kit/define-module';
import type { MediaItem } from '@/lib/media-items';
import type { blogsModule } from '@/modules/blogs/module';
import type { faqsModule } from '@/modules/faqs/module';
import { RichText } from '../RichText';
import { Icon } from '../ui/Icon';
import { ButtonLink, Section, SectionHeading, telHref } from '../ui/primitives';
import { SiteImage } from '../ui/SiteImage';
import { HeadingRow, MoreLink } from './section-parts';

/** The home page's closing sections: latest posts, questions, the areas we cover. */
type Post = PublicRecordOfModule<typeof blogsModule>;
type Faq = PublicRecordOfModule<typeof faqsModule>;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Los_Angeles',
});

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

export function FaqSection({ faqs }: { faqs: Faq[] }) {
  return (
    <Section labelledBy="faqs-heading">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <SectionHeading
            id="faqs-heading"
            eyebrow="FAQs"
            title="Questions we hear every week"
            intro="Straight answers about price, installation and support. Anything else: just call."
          />
          <div className="mt-6">
            <MoreLink href="/faqs">All questions</MoreLink>
          </div>
        </div>
        <div className="divide-y divide-slate-200 border-y border-slate-200">
          {faqs.map((faq) => (
            <details key={faq.id} className="faq-item group">
              <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 py-4 font-display text-lg font-bold text-brand-900 hover:text-brand-700">
                {faq.question}
                <Icon name="chevronDown" className="faq-chevron size-5 text-slate-500 transition-transform" />
              </summary>
              <RichText html={faq.answer} className="pb-5" />
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}

export function AreasSection({
  areas,
  address,
  phone,
}: {
  areas: string[];
  address: string | null;
  phone: string | null;
}) {
  return (
    <Section tone="muted" labelledBy="areas-heading">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <div>
          <SectionHeading
            id="areas-heading"
            eyebrow="Areas served"
            title="Local crews across Los Angeles County"
            intro="Our technicians live and work here, so a survey is usually booked within a few days."
          />
          {address && (
            <p className="mt-6 flex gap-3 text-slate-700">
              <Icon name="mapPin" className="mt-0.5 size-5 text-accent-600" />
              {address}
            </p>
          )}
          {phone && (
            <p className="mt-6">
              <ButtonLink href={telHref(phone)} variant="secondary">
                <Icon name="phone" className="size-5" /> Ask if we cover your area
              </ButtonLink>
            </p>
          )}
        </div>
        <ul className="flex flex-wrap gap-2.5">
          {areas.map((area) => (
            <li
              key={area}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 font-semibold text-brand-900 shadow-sm"
            >
              <Icon name="mapPin" className="size-4 text-accent-600" />
              {area}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
