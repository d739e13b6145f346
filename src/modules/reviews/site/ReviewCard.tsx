import type { ReactNode } from 'react';
import type { PublicRecordOfModule } from '@/kit/define-module';
import { DEFAULT_LOCALE } from '@/kit/locales';
import { pageLanguage } from '@/site/i18n/page-language';
import { SEPARATOR } from '@/site/ui/separated';
import type { reviewsModule } from '../module';
import { Stars } from './Stars';
import { REVIEW_WORDS } from './words';

type Review = PublicRecordOfModule<typeof reviewsModule>;

const SIZES = {
  regular: {
    figure: 'p-6 sm:p-7',
    quote: 'text-slate-700',
    caption: 'mt-5 gap-3 pt-4',
    initial: 'size-10',
  },
  large: {
    figure: 'p-6 sm:p-8',
    quote: 'text-lg leading-8 text-slate-800',
    caption: 'mt-6 gap-4 pt-5',
    initial: 'size-12 text-lg',
  },
} as const;

/**
 * One client's review as a quote: the stars, their words, then who wrote it beside their photo (or
 * initial), with where they live and where the review was written. The home page, the reviews page
 * and each area page show reviews this way.
 */
export async function ReviewCard({
  review,
  photo,
  size = 'regular',
  children,
}: {
  review: Pick<Review, 'rating' | 'text' | 'author' | 'location' | 'source'>;
  /** The client's photo, shown in place of their initial. */
  photo?: ReactNode;
  size?: keyof typeof SIZES;
  /** More lines under the name: the city's page, the date. */
  children?: ReactNode;
}) {
  const style = SIZES[size];
  const { locale } = await pageLanguage();
  const sources = REVIEW_WORDS[locale].sources;
  return (
    <figure
      className={`flex h-full flex-1 flex-col rounded-2xl border border-slate-200 bg-white shadow-card ${style.figure}`}
    >
      <Stars rating={review.rating} />
      {/* Quoted as the client wrote it, in English: marked so on a page in another language. */}
      <blockquote
        lang={locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE}
        className={`mt-4 flex-1 ${style.quote}`}
      >
        <p>“{review.text}”</p>
      </blockquote>
      <figcaption className={`flex items-center border-t border-slate-100 ${style.caption}`}>
        {photo ?? (
          <span
            aria-hidden="true"
            className={`flex shrink-0 items-center justify-center rounded-full bg-brand-900 font-display font-bold text-white ${style.initial}`}
          >
            {review.author.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <span className="min-w-0">
          <span className="block font-semibold text-brand-900">{review.author}</span>
          <span className="block text-sm text-slate-600">
            {[review.location, review.source && sources[review.source]].filter(Boolean).join(SEPARATOR)}
          </span>
          {children}
        </span>
      </figcaption>
    </figure>
  );
}
