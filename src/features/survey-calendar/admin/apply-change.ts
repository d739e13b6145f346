import type { InquiryStatus } from '@/features/inquiries/browser';
import type { Booking } from '@/features/survey-calendar/bookings';

/**
 * One field changed with one click: the status, or the preferred day of a request that has no
 * booked time (a booked survey is moved to a free time instead, see `MoveSurveyDialog`).
 */
export type BookingChange = { status: InquiryStatus } | { preferredDate: string };

/**
 * The list once a change is applied: a request marked spam, or given a preferred day outside the
 * days shown (`shows`), leaves it; one given another day in them is re-sorted.
 */
export function applyChange(
  list: readonly Booking[],
  shows: (day: string) => boolean,
  id: number,
  change: BookingChange,
): Booking[] {
  return list
    .map((booking) => {
      if (booking.id !== id) return booking;
      return 'preferredDate' in change
        ? { ...booking, ...change, day: change.preferredDate }
        : { ...booking, ...change };
    })
    .filter((booking) => booking.id !== id || (booking.status !== 'spam' && shows(booking.day)))
    .sort((a, b) => a.day.localeCompare(b.day) || a.id - b.id);
}
