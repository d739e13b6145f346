/** How a sign-up sent without JavaScript ended: `/newsletter?status=…`. */
export type SignUpOutcome = 'subscribed' | 'invalid' | 'busy' | 'failed';

/**
 * A refused address, kept for a minute so that `/newsletter` shows the form with it as typed: in a
 * cookie scoped to that page, never in an address that a log or history would keep.
 */
export const NEWSLETTER_TYPED_COOKIE = 'newsletter_typed';
