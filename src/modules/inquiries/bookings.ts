import { z } from '@/lib/zod';
import { INQUIRY_STATUSES } from '@/modules/inquiries/module';

/**
 * `GET /api/bookings?month=`: a site-survey request, an inquiry (never spam) with a preferred visit
 * date. The server documents and answers this shape; the admin's calendar reads it.
 */
export const bookingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  service: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  preferredDate: z.string().meta({ format: 'date' }),
  /** A survey booked online: its UTC start and end (staff see them in Los Angeles time); else null. */
  surveyStartsAt: z.string().meta({ format: 'date-time' }).nullable(),
  surveyEndsAt: z.string().meta({ format: 'date-time' }).nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
});

export type Booking = z.infer<typeof bookingSchema>;
