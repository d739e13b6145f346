const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const WITH_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price stored in cents, in US dollars: `24900` → `$249`, `1250` → `$12.50`; empty → null. */
export function formatPriceCents(cents: number | null | undefined): string | null {
  if (typeof cents !== 'number' || !Number.isFinite(cents) || cents < 0) return null;
  return (cents % 100 === 0 ? WHOLE_DOLLARS : WITH_CENTS).format(cents / 100);
}

/** The same price as schema.org wants it in an `Offer`: `24900` → `"249.00"`. */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** What a product card and page show: the price, or an invitation to call when it has none. */
export function priceLabel(cents: number | null | undefined): string {
  return formatPriceCents(cents) ?? 'Call for price';
}
