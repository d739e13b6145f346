import type { PublicRecordOfModule } from '@/kit/define-module';
import type { MediaItem } from '@/lib/media-items';
import type { clientsModule } from '@/modules/clients/module';
import type { portfoliosModule } from '@/modules/portfolios/module';
import type { reviewsModule } from '@/modules/reviews/module';
import { plural, type RatingSummary } from '../format';
import { CardGrid } from '../ui/CardGrid';
import { Stars } from '../ui/Icon';
import { Container, Section, SectionHeading } from '../ui/primitives';
import { SiteImage } from '../ui/SiteImage';
import { SEPARATOR } from '../ui/separated';
import { HeadingRow, MoreLink } from './section-parts';

/** The home page's proof: finished installations, what clients say, whose logos we carry. */
type Review = PublicRecordOfModule<typeof reviewsModule>;
type Portfolio = PublicRecordOfModule<typeof portfoliosModule>;
type Logo = PublicRecordOfModule<typeof clientsModule>;

const CATEGORY_LABELS: Record<string, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
  multifamily: 'Multifamily',
};

export function PortfolioSection({
  projects,
  media,
}: {
  projects: Portfolio[];
  media: Map<number, MediaItem>;
}) {
  return (
    <Section labelledBy="portfolio-heading">
      <HeadingRow link={<MoreLink href="/portfolio">See all projects</MoreLink>}>
        <SectionHeading
          id="portfolio-heading"
          eyebrow="Our work"
          title="Recent installations across Los Angeles"
        />
      </HeadingRow>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {projects.map((project) => {
          const image = project.imageIds?.[0] ? media.get(project.imageIds[0]) : undefined;
          return (
            <article key={project.id} className="group relative">
              <div className="overflow-hidden rounded-2xl bg-slate-100">
                <SiteImage
                  image={image}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
                />
              </div>
              <p className="mt-4 text-sm font-semibold text-accent-700">
                {[project.category ? CATEGORY_LABELS[project.category] : null, project.location]
                  .filter((part): part is string => Boolean(part))
                  .join(SEPARATOR)}
              </p>
              <h3 className="mt-1 font-display text-lg font-bold text-brand-900">
                <a href={`/portfolio/${project.slug}`} className="after:absolute after:inset-0">
                  {project.title}
                </a>
              </h3>
            </article>
          );
        })}
      </div>
    </Section>
  );
}

const SOURCE_LABELS: Record<string, string> = {
  google: 'on Google',
  yelp: 'on Yelp',
  facebook: 'on Facebook',
  direct: '',
};

export function ReviewsSection({ reviews, rating }: { reviews: Review[]; rating: RatingSummary }) {
  return (
    <Section tone="muted" labelledBy="reviews-heading">
      <HeadingRow link={<MoreLink href="/reviews">Read all reviews</MoreLink>}>
        <div>
          <SectionHeading id="reviews-heading" eyebrow="Client reviews" title="What our neighbors say" />
          {rating.average !== null && (
            <p className="mt-4 flex flex-wrap items-center gap-3 text-slate-700">
              <Stars rating={rating.average} />
              <span>
                <strong className="font-display text-brand-900">{rating.average.toFixed(1)}</strong> average
                from {plural(rating.count, 'review')}
              </span>
            </p>
          )}
        </div>
      </HeadingRow>
      <CardGrid count={reviews.length} className="mt-12">
        {reviews.map((review) => (
          <li key={review.id} className="flex">
            <figure className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-7">
              <Stars rating={review.rating} />
              <blockquote className="mt-4 flex-1 text-slate-700">
                <p>“{review.text}”</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-900 font-display font-bold text-white"
                >
                  {review.author.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-brand-900">{review.author}</span>
                  <span className="block text-sm text-slate-600">
                    {[review.location, review.source ? SOURCE_LABELS[review.source] : null]
                      .filter((part): part is string => Boolean(part))
                      .join(SEPARATOR)}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

export function LogosSection({
  clients,
  partners,
  media,
}: {
  clients: Logo[];
  partners: Logo[];
  media: Map<number, MediaItem>;
}) {
  const group = (title: string, logos: Logo[]) =>
    logos.length > 0 && (
      <div>
        <h3 className="text-center font-display text-sm font-bold uppercase tracking-[0.16em] text-slate-600">
          {title}
        </h3>
        <ul className="mt-6 grid grid-cols-2 items-center gap-4 sm:grid-cols-4">
          {logos.map((logo) => {
            const image = logo.logoId ? media.get(logo.logoId) : undefined;
            const content = (
              <>
                <SiteImage
                  image={image}
                  alt=""
                  sizes="96px"
                  className="mx-auto h-10 w-auto max-w-full object-contain opacity-80 grayscale transition group-hover:opacity-100 group-hover:grayscale-0"
                />
                <span className="mt-2 block text-center font-display text-sm leading-tight font-bold text-slate-700">
                  {logo.name}
                </span>
              </>
            );
            return (
              <li
                key={logo.id}
                className="group flex min-h-28 flex-col items-center justify-center rounded-xl bg-white px-3 py-4 ring-1 ring-slate-200"
              >
                {logo.website ? (
                  <a href={logo.website} rel="noopener" className="block">
                    {content}
                  </a>
                ) : (
                  content
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );
  return (
    <section aria-labelledby="logos-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <h2 id="logos-heading" className="sr-only">
          Clients and partners
        </h2>
        <div className="grid gap-12 lg:grid-cols-2">
          {group('Trusted by local businesses', clients)}
          {group('Certified on the brands we install', partners)}
        </div>
      </Container>
    </section>
  );
}
