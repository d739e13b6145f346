import type { PublicRecordOfModule } from '@/kit/define-module';
import type { reviewsModule } from '@/modules/reviews/module';
import { SOURCE_LABELS } from '@/modules/reviews/site/rating';
import { Stars } from '@/modules/reviews/site/Stars';
import { CardGrid } from '@/site/ui/CardGrid';
import { SEPARATOR } from '@/site/ui/separated';

type Review = PublicRecordOfModule<typeof reviewsModule>;

/** The reviews written by clients in one city, as quotes with their stars, name and neighborhood. */
export function AreaReviews({ reviews }: { reviews: Review[] }) {
  return (
    <CardGrid count={reviews.length} className="mt-8">
      {reviews.map((review) => (
        <li key={review.id} className="flex">
          <figure className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-7">
            <Stars rating={review.rating} />
            <blockquote className="mt-4 flex-1 text-slate-700">
              <p>“{review.text}”</p>
            </blockquote>
            <figcaption className="mt-5 border-t border-slate-100 pt-4">
              <span className="block font-semibold text-brand-900">{review.author}</span>
              <span className="block text-sm text-slate-600">
                {[review.location, review.source && SOURCE_LABELS[review.source]]
                  .filter(Boolean)
                  .join(SEPARATOR)}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </CardGrid>
  );
}
