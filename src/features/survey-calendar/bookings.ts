import { INQUIRY_STATUSES } from '@/features/inquiries/browser';
import { z } from '@/lib/zod';

/**
 * `GET /api/bookings`: a site survey, an inquiry (never spam) with a booked time (cancelled or not)
 * or, without one, a preferred day. The server documents and answers this shape; the admin's calendar reads it.
 */
export const bookingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  service: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  /** The Los Angeles day the survey is on: its booked time's day, else the day the visitor asked for. */
  day: z.string().meta({ format: 'date' }),
  /** Only for a request without a booked time: the day the visitor would like ("not booked"). */
  preferredDate: z.string().meta({ format: 'date' }).nullable(),
  /** A survey booked online: its UTC start and end (staff see them in Los Angeles time); else null. */
  surveyStartsAt: z.string().meta({ format: 'date-time' }).nullable(),
  surveyEndsAt: z.string().meta({ format: 'date-time' }).nullable(),
  /** The visitor cancelled it: it keeps its day and time, which nobody holds any more. */
  cancelled: z.boolean(),
  /** A booked survey moved since it was booked: who moved it and when, in Los Angeles time; else null. */
  lastChange: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
});

export type Booking = z.infer<typeof bookingSchema>;
