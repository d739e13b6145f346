import type { PublicRecordOfModule } from '@/kit/define-module';
import type { reviewsModule } from '@/modules/reviews/module';
import { ReviewCard } from '@/modules/reviews/site/ReviewCard';
import { CardGrid } from '@/site/ui/CardGrid';

type Review = PublicRecordOfModule<typeof reviewsModule>;

/** The reviews written by clients in one city. */
export function AreaReviews({ reviews }: { reviews: Review[] }) {
  return (
    <CardGrid count={reviews.length} className="mt-8">
      {reviews.map((review) => (
        <li key={review.id} className="flex">
          <ReviewCard review={review} />
        </li>
      ))}
    </CardGrid>
  );
}
