import type { PublicRating } from '@/lib/trust-signals';
import { pageLanguage } from '../i18n/page-language';
import { Icon } from '../ui/Icon';
import { TRUST_WORDS } from './words';

/**
 * The business's rating on a review platform: five stars, the score and where it comes from
 * ("4.9 from 212 Google reviews"), linking to the profile so a visitor can check it. The stars are
 * decoration: the words say the same, read out as "4.9 out of 5 stars from 212 Google reviews".
 */
export async function RatingBadge({ rating, className = '' }: { rating: PublicRating; className?: string }) {
  const words = TRUST_WORDS[(await pageLanguage()).locale];
  const filled = Math.round(rating.score);
  const body = (
    <>
      <span aria-hidden="true" className="inline-flex shrink-0 gap-0.5">
        {[1, 2, 3, 4, 5].map((position) => (
          <Icon
            key={position}
            name="star"
            filled
            className={`size-5 ${position <= filled ? 'text-accent-500' : 'text-slate-300'}`}
          />
        ))}
      </span>
      <span className="text-slate-700">
        <strong className="font-display text-lg text-brand-900">{rating.score.toFixed(1)}</strong>
        <span className="sr-only">{words.outOfFiveStars}</span> {words.ratingSource(rating)}
      </span>
    </>
  );
  const style = `inline-flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-white px-4 py-2 shadow-sm ring-1 ring-slate-200 ${className}`;
  if (!rating.url) return <p className={style}>{body}</p>;
  return (
    <a
      href={rating.url}
      target="_blank"
      rel="noopener"
      className={`${style} underline-offset-4 hover:underline hover:ring-brand-300`}
    >
      {body}
      <Icon name="external" className="size-4 text-slate-500" />
      <span className="sr-only">{words.newTabNote}</span>
    </a>
  );
}
