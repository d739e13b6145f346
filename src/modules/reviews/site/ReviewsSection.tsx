import type { PublicRecordOfModule } from '@/kit/define-module';
import type { PublicRating } from '@/lib/trust-signals';
import { plural, type RatingSummary } from '@/site/format';
import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { RatingBadge } from '@/site/trust/RatingBadge';
import { CardGrid } from '@/site/ui/CardGrid';
import { Stars } from '@/site/ui/Icon';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { SEPARATOR } from '@/site/ui/separated';
import type { reviewsModule } from '../module';

type Review = PublicRecordOfModule<typeof reviewsModule>;

const SOURCE_LABELS: Record<string, string> = {
  google: 'on Google',
  yelp: 'on Yelp',
  facebook: 'on Facebook',
  direct: '',
};

/**
 * The home page's latest reviews under the average rating, and beside them the rating on the review
 * platform (Home page settings) when one is set.
 */
export function ReviewsSection({
  reviews,
  rating,
  publicRating,
}: {
  reviews: Review[];
  rating: RatingSummary;
  publicRating: PublicRating | null;
}) {
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
          {publicRating && <RatingBadge rating={publicRating} className="mt-4" />}
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
