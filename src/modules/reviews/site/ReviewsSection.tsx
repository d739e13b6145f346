import type { PublicRecordOfModule } from '@/kit/define-module';
import type { PublicRating } from '@/lib/trust-signals';
import { type RatingSummary, siteReviewsText } from '@/site/format';
import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { RatingBadge } from '@/site/trust/RatingBadge';
import { CardGrid } from '@/site/ui/CardGrid';
import { Stars } from '@/site/ui/Icon';
import { Section, SectionHeading } from '@/site/ui/primitives';
import type { reviewsModule } from '../module';
import { ReviewCard } from './ReviewCard';

type Review = PublicRecordOfModule<typeof reviewsModule>;

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
                from {siteReviewsText(rating.count)}
              </span>
            </p>
          )}
          {publicRating && <RatingBadge rating={publicRating} className="mt-4" />}
        </div>
      </HeadingRow>
      <CardGrid count={reviews.length} className="mt-12">
        {reviews.map((review) => (
          <li key={review.id} className="flex">
            <ReviewCard review={review} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
