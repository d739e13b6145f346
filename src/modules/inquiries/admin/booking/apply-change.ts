import { monthOf } from '@/lib/calendar-dates';
import type { Booking, BookingChange } from './bookings-api';

/** A month's list once a change is applied: a request moved to another month or marked spam leaves it. */
export function applyChange(
  list: readonly Booking[],
  month: string,
  id: number,
  change: BookingChange,
): Booking[] {
  return list
    .map((booking) => (booking.id === id ? { ...booking, ...change } : booking))
    .filter(
      (booking) =>
        booking.id !== id || (booking.status !== 'spam' && monthOf(booking.preferredDate) === month),
    )
    .sort((a, b) => a.preferredDate.localeCompare(b.preferredDate) || a.id - b.id);
}
