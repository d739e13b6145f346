import { surveyTimeText, timeLabel } from '../../survey/slot-labels';
import type { Booking } from './bookings-api';

/** A booked survey's start in Los Angeles time (`9:30 AM`); null for a request with a day only. */
export const bookedTime = (booking: Booking) =>
  booking.surveyStartsAt ? timeLabel(booking.surveyStartsAt) : null;

/** What a calendar entry reads: the booked time before the name. */
export const bookingTitle = (booking: Booking) => {
  const time = bookedTime(booking);
  return time ? `${time} · ${booking.name}` : booking.name;
};

/** The whole appointment in words, for the request's drawer. */
export const bookedSurveyText = (booking: Booking) =>
  booking.surveyStartsAt
    ? `Booked online: ${surveyTimeText(booking.surveyStartsAt, booking.surveyEndsAt)}`
    : null;
