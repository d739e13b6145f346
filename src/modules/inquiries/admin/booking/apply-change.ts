import { monthOf } from '@/lib/calendar-dates';
import type { Booking } from '@/modules/inquiries/bookings';
import type { InquiryStatus } from '../inquiry-status';

/** One field changed with one click: the status or the visit date. */
export type BookingChange = { status: InquiryStatus } | { preferredDate: string };

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
