import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';

/** The `Intl` language tag of each language, as Los Angeles writes it. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Whole dollars when the cents are zero: 149_900 → "$1,499"; 3_950 → "$39.50" (in `locale`'s way). */
export function formatPrice(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** Price as schema.org wants it: "1499.00". */
export function offerPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

export interface RatingSummary {
  /** Mean of the ratings rounded to one decimal; null without reviews. */
  average: number | null;
  count: number;
}

/** The average and count of the published reviews' 1-5 star ratings (out-of-range values ignored). */
export function ratingSummary(reviews: { rating: number | null | undefined }[]): RatingSummary {
  const ratings = reviews
    .map((review) => review.rating)
    .filter((rating): rating is number => typeof rating === 'number' && rating >= 1 && rating <= 5);
  if (ratings.length === 0) return { average: null, count: 0 };
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { average: Math.round(mean * 10) / 10, count: ratings.length };
}

/** Whether a home section is on: a key missing from the stored switches counts as on. */
export function sectionOn(sections: Record<string, boolean> | null | undefined, key: string): boolean {
  return sections?.[key] !== false;
}

/** "1 review" / "4 reviews". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/**
 * Where the site's own average comes from: "8 reviews on this site", never a bare "8 reviews" beside
 * the review platform's "180 Google reviews", which would read as the same reviews counted twice.
 */
export const siteReviewsText = (count: number) => `${plural(count, 'review')} on this site`;

/** Featured ones first (services), each group in the staff's order. */
export function featuredFirst<T extends { featured?: boolean | null }>(items: T[]): T[] {
  return [...items.filter((item) => item.featured), ...items.filter((item) => !item.featured)];
}
