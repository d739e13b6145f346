/**
 * Today and every day of the longest "Weeks ahead" staff may set (26 weeks): one slot lookup of
 * this many days offers every day the settings open. A file of its own, so the booking island reads
 * it without the slot engine's date helpers.
 */
export const LONGEST_BOOKING_HORIZON_DAYS = 26 * 7 + 1;
