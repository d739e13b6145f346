import type { FieldErrors } from '@/kit/schemas';
import { addDays, addYears } from '@/lib/calendar-dates';
import type { DateRange } from './analytics-summary';

/** Days the report covers when no range is asked for: the last 90, today included. */
const DEFAULT_RANGE_DAYS = 90;
/** The longest range, in years: `to` comes before the same day this many years after `from`. */
const MAX_RANGE_YEARS = 2;

/**
 * The report's range from the optional `from` / `to` of a request (already valid dates): a missing
 * `to` is today, a missing `from` makes it the 90 days ending on `to`. Field errors when it runs backwards or is
 * longer than two years.
 */
export function resolveRange(
  asked: { from?: string; to?: string },
  today: string,
): { range: DateRange } | { errors: FieldErrors } {
  const to = asked.to ?? today;
  const from = asked.from ?? addDays(to, 1 - DEFAULT_RANGE_DAYS);
  if (from > to) return { errors: { from: ['from must be on or before to'] } };
  if (to >= addYears(from, MAX_RANGE_YEARS)) {
    return { errors: { to: [`The range can be at most ${MAX_RANGE_YEARS} years long`] } };
  }
  return { range: { from, to } };
}
