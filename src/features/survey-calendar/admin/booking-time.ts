import { inquiryStatuses } from '@/features/inquiries/browser';
import { surveyTimeText, timeLabel } from '@/features/survey-schedule/browser';
import type { Booking } from './bookings-api';

/** A booked survey's start in Los Angeles time (`9:30 AM`); null for a request with a day only. */
export const bookedTime = (booking: Booking) =>
  booking.surveyStartsAt ? timeLabel(booking.surveyStartsAt) : null;

/** A request placed on the day the visitor asked for, no time held. */
export const NOT_BOOKED = 'Preferred day (not booked)';

/** A survey its visitor cancelled: shown on its day, its time free for others. */
export const CANCELLED = 'Cancelled';

/** The badge a survey wears: its status, or "Cancelled" in grey once its visitor cancelled it. */
export const bookingBadge = (booking: Booking) =>
  booking.cancelled ? { label: CANCELLED, color: 'gray' } : inquiryStatuses[booking.status];

/** What a calendar entry reads: the booked time before the name, a cancelled one says so first. */
export const bookingTitle = (booking: Booking) => {
  const time = bookedTime(booking);
  const title = time ? `${time} · ${booking.name}` : booking.name;
  return booking.cancelled ? `${CANCELLED}: ${title}` : title;
};

/** The whole appointment in words, for the request's drawer; a request without one says so. */
export const bookedSurveyText = (booking: Booking) =>
  booking.surveyStartsAt
    ? `${booking.cancelled ? 'Cancelled, was booked for' : 'Booked time:'} ${surveyTimeText(booking.surveyStartsAt, booking.surveyEndsAt)}`
    : 'No time booked: the visitor asked to be called about a day';

/** The surveys that count: a cancelled one is shown but is no survey to go to. */
export const surveysToGo = (list: readonly Booking[]) => list.filter((booking) => !booking.cancelled);

/** `3 surveys` (cancelled ones left out), or `No surveys`. */
export const surveyCountText = (list: readonly Booking[], none = 'No surveys') => {
  const count = surveysToGo(list).length;
  return count === 0 ? none : `${count} ${count === 1 ? 'survey' : 'surveys'}`;
};
