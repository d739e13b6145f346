import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { REVIEW_WORDS } from './words';

/** The mean of the ratings to one decimal (`4.75` → `4.8`), or null without any. */
export function averageRating(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return Math.round(mean * 10) / 10;
}

/** How many reviews gave each number of stars, from five down to one. */
export function ratingCounts(ratings: number[]): { stars: number; count: number }[] {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: ratings.filter((rating) => Math.round(rating) === stars).length,
  }));
}

/** What a screen reader says for a row of stars: `Rated 4.8 out of 5` (in `locale`). */
export const ratingLabel = (rating: number, locale: Locale = DEFAULT_LOCALE) =>
  REVIEW_WORDS[locale].rated(rating);
