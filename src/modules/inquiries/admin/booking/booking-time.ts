import { surveyTimeText, timeLabel } from '../../survey/slot-labels';
import type { Booking } from './bookings-api';

/** A booked survey's start in Los Angeles time (`9:30 AM`); null for a request with a day only. */
export const bookedTime = (booking: Booking) =>
  booking.surveyStartsAt ? timeLabel(booking.surveyStartsAt) : null;

/** A request placed on the day the visitor asked for, no time held. */
export const NOT_BOOKED = 'Preferred day (not booked)';

/** What a calendar entry reads: the booked time before the name. */
export const bookingTitle = (booking: Booking) => {
  const time = bookedTime(booking);
  return time ? `${time} · ${booking.name}` : booking.name;
};

/** The whole appointment in words, for the request's drawer; a request without one says so. */
export const bookedSurveyText = (booking: Booking) =>
  booking.surveyStartsAt
    ? `Booked time: ${surveyTimeText(booking.surveyStartsAt, booking.surveyEndsAt)}`
    : 'No time booked: the visitor asked to be called about a day';
