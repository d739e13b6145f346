/**
 * The proof a visitor checks at a glance, built from what staff typed in Home page settings: a
 * "Text us" link, the licence's page at the state board, and the public review rating. Pure: the
 * public site renders them, the settings declaration shares the default message.
 */

/** The message a visitor's texting app opens with when the settings give none. */
export const DEFAULT_TEXT_MESSAGE = "Hi, I'd like a free quote for security cameras.";

/** The same note in Spanish, for the Spanish pages' text links when staff wrote none in Spanish. */
export const DEFAULT_TEXT_MESSAGE_ES = 'Hola, quisiera una cotización gratis de cámaras de seguridad.';

/**
 * `sms:` address of a number as staff type it, with the message prefilled: `(310) 555-0123` →
 * `sms:+13105550123?&body=Hi%2C...`. `?&body=` is the form both texting apps read: Android takes
 * the query's `body`, iOS the part after `&`. The body is percent-encoded (a space is `%20`,
 * never `+`, which iOS would show as is). Null when the number holds no digit.
 */
export function smsHref(number: string | null | undefined, message?: string | null): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  const international = (number ?? '').trim().startsWith('+');
  const address =
    international || (digits.length === 11 && digits.startsWith('1'))
      ? `+${digits}`
      : digits.length === 10
        ? `+1${digits}`
        : digits;
  const body = encodedBody(message?.trim() || DEFAULT_TEXT_MESSAGE);
  return body ? `sms:${address}?&body=${body}` : `sms:${address}`;
}

function encodedBody(message: string): string | null {
  try {
    return encodeURIComponent(message);
  } catch {
    // A lone surrogate cannot be encoded: the link still opens the conversation, without a message.
    return null;
  }
}

/**
 * The licence number the California Contractors State License Board files a contractor under,
 * from the licence line as staff wrote it: the digits after "CSLB" when the line names the board
 * (`CSLB #1098765 (C-7, C-10) · ACO #7654` → `1098765`: the classes and the alarm licence are
 * other numbers), else the longest run of digits (`C-7 Lic. 1023456` → `1023456`). Null without
 * a digit.
 */
export function cslbLicenseNumber(license: string | null | undefined): string | null {
  const text = license ?? '';
  const afterBoard = /CSLB\D*?(\d+)/i.exec(text);
  if (afterBoard) return afterBoard[1] ?? null;
  const runs = text.match(/\d+/g) ?? [];
  return runs.reduce<string | null>(
    (longest, run) => (run.length > (longest?.length ?? 0) ? run : longest),
    null,
  );
}

/** The board's public page of that licence (status, classes, bonds, insurance), or null. */
export function cslbLicenseUrl(license: string | null | undefined): string | null {
  const number = cslbLicenseNumber(license);
  return number
    ? `https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=${number}`
    : null;
}

/** The business's rating on a review platform, as staff copied it from the profile. */
export interface PublicRating {
  /** 1.0 to 5.0. */
  score: number;
  count: number;
  /** `Google`; null when not named. */
  platform: string | null;
  /** The profile's https address; null when not given. */
  url: string | null;
}

/**
 * The rating to show, or null until both a score from 1 to 5 and a number of reviews above zero
 * are filled in ("4.9 from 0 reviews" would say nothing).
 */
export function publicRatingOf(settings: {
  reviewRatingScore?: string | null;
  reviewRatingCount?: number | null;
  reviewRatingPlatform?: string | null;
  reviewRatingUrl?: string | null;
}): PublicRating | null {
  const score = Number(settings.reviewRatingScore);
  const count = settings.reviewRatingCount ?? 0;
  if (!settings.reviewRatingScore || !(score >= 1 && score <= 5) || !(count > 0)) return null;
  return {
    score,
    count,
    platform: settings.reviewRatingPlatform?.trim() || null,
    url: settings.reviewRatingUrl?.startsWith('https://') ? settings.reviewRatingUrl : null,
  };
}

/** "from 212 Google reviews", "from 1 review". */
export function ratingSourceText(rating: PublicRating): string {
  const reviews = rating.count === 1 ? 'review' : 'reviews';
  const platform = rating.platform ? `${rating.platform} ` : '';
  return `from ${rating.count.toLocaleString('en-US')} ${platform}${reviews}`;
}

/** "4.9 from 212 Google reviews": the badge's words, its text equivalent of the stars. */
export function publicRatingText(rating: PublicRating): string {
  return `${rating.score.toFixed(1)} ${ratingSourceText(rating)}`;
}
