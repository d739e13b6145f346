/**
 * The time zone of the business (Los Angeles): its days and weeks are the ones staff count in, and
 * every time the back office shows is told in it. A module of its own, without date-fns, so a page
 * that only names the zone (the sign-in page's session notice) loads no date library.
 */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles' as const;
