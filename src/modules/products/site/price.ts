import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { formatPrice } from '@/site/format';

/**
 * A price stored in cents, in US dollars as `locale` writes them: `24900` → `$249`, `1250` →
 * `$12.50`; empty → null.
 */
export function formatPriceCents(
  cents: number | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (typeof cents !== 'number' || !Number.isFinite(cents) || cents < 0) return null;
  return formatPrice(cents, locale);
}

/** The same price as schema.org wants it in an `Offer`: `24900` → `"249.00"`. */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * What a product card and page show: the price, or an invitation to call (`callForPrice`, in the
 * page's words) when it has none. The words come in: this runs in the drill-down's script too,
 * which carries no words of its own.
 */
export function priceLabel(
  cents: number | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
  callForPrice = 'Call for price',
): string {
  return formatPriceCents(cents, locale) ?? callForPrice;
}
