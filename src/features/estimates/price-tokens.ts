import { urlSlug } from '@/lib/url-slug';
import { formatPrice } from '@/site/format';
import { type EstimateInputs, usablePackages, usablePlans } from './calculate-estimate';

/**
 * A price written into a page's text by name, `[price: Home Starter]`, shown as the price the
 * packages, monitoring plans or estimate rules hold now: a page's text never repeats a figure that
 * can go stale. Names: a package's name, a monitoring plan's title (its monthly price; in any
 * language, since its address is made of the English title), or one of the rules below.
 */
export const PRICE_TOKEN = /\[price:\s*([^\]]{1,120}?)\s*\]/gi;

/** The rules a page's text can name, as staff read them in "Estimate rules". */
export const RULE_PRICE_NAMES = {
  indoorCamera: 'extra indoor camera',
  outdoorCamera: 'extra outdoor camera',
} as const;

/** What a name no package, plan or rule has shows instead of a made-up figure. */
export const UNKNOWN_PRICE_TEXT = 'on request';

const key = (name: string) =>
  name
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim()
    .toLowerCase();

/** A plan's address as a key of its own: it never equals a name's key (which has no `slug:`). */
const slugKey = (slug: string) => `slug:${slug}`;

/** Every price a page's text may name, by name (case and spacing do not matter). */
export function priceBookOf(inputs: EstimateInputs): Map<string, number> {
  const book = new Map<string, number>();
  for (const option of inputs.rules.recordingOptions)
    if (option.priceCents > 0) book.set(key(`${option.days} days of recording`), option.priceCents);
  book.set(key(RULE_PRICE_NAMES.indoorCamera), inputs.rules.indoorCameraCents);
  book.set(key(RULE_PRICE_NAMES.outdoorCamera), inputs.rules.outdoorCameraCents);
  for (const plan of usablePlans(inputs.plans)) {
    book.set(key(plan.title), plan.priceMonthlyCents);
    // The English title, on a page whose plans are read in another language: its slug is made of it.
    book.set(slugKey(plan.slug), plan.priceMonthlyCents);
  }
  for (const item of usablePackages(inputs.packages)) book.set(key(item.name), item.priceCents);
  return book;
}

/**
 * The text with each `[price: …]` replaced by the price it names now; a name nothing has reads
 * `unknown` (the page's words for "on request").
 */
export function fillPrices(text: string, book: Map<string, number>, unknown = UNKNOWN_PRICE_TEXT): string {
  return text.replace(PRICE_TOKEN, (_, name: string) => {
    const cents = book.get(key(name)) ?? book.get(slugKey(urlSlug(name)));
    return cents === undefined ? unknown : formatPrice(cents);
  });
}
