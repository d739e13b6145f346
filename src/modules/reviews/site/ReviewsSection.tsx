import type { PublicRecordOfModule } from '@/kit/define-module';
import type { PublicRating } from '@/lib/trust-signals';
import type { RatingSummary } from '@/site/format';
import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { pageLanguage } from '@/site/i18n/page-language';
import { RatingBadge } from '@/site/trust/RatingBadge';
import { CardGrid } from '@/site/ui/CardGrid';
import { Stars } from '@/site/ui/Icon';
import { Section, SectionHeading } from '@/site/ui/primitives';
import type { reviewsModule } from '../module';
import { ReviewCard } from './ReviewCard';
import { REVIEW_WORDS } from './words';

type Review = PublicRecordOfModule<typeof reviewsModule>;

/**
 * The home page's latest reviews under the average rating, and beside them the rating on the review
 * platform (Home page settings) when one is set.
 */
export async function ReviewsSection({
  reviews,
  rating,
  publicRating,
}: {
  reviews: Review[];
  rating: RatingSummary;
  publicRating: PublicRating | null;
}) {
  const words = REVIEW_WORDS[(await pageLanguage()).locale];
  return (
    <Section tone="muted" labelledBy="reviews-heading">
      <HeadingRow link={<MoreLink href="/reviews">{words.homeAll}</MoreLink>}>
        <div>
          <SectionHeading id="reviews-heading" eyebrow={words.homeEyebrow} title={words.homeTitle} />
          {rating.average !== null && (
            <p className="mt-4 flex flex-wrap items-center gap-3 text-slate-700">
              <Stars rating={rating.average} label={words.rated(rating.average)} />
              <span>
                <strong className="font-display text-brand-900">{rating.average.toFixed(1)}</strong>
                {words.averageFrom(rating.count)}
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
