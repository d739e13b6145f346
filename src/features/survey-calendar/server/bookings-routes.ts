import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { isoDateParam, isoMonthParam } from '@/features/inquiries';
import { inquiriesModule } from '@/features/inquiries/browser';
import { moveSurveyForStaff, surveyMoveSchema } from '@/features/survey-booking';
import { bookingSchema as sharedBookingSchema } from '@/features/survey-calendar/bookings';
import { MAX_LOOKUP_DAYS } from '@/features/survey-schedule';
import { wallClockOf } from '@/features/survey-schedule/browser';
import { businessToday, monthBounds, monthOf } from '@/lib/calendar-dates';
import type { ApiApp } from '@/server/api/context';
import { ApiError } from '@/server/api/errors';
import { authenticate, requireAccess } from '@/server/api/guard';
import { errorResponses, jsonBody, jsonContent, openApiComponent } from '@/server/api/openapi-shapes';
import { readJson } from '@/server/api/read-json';
import { idParams } from '@/server/records/id-params';
import { findRecord } from '@/server/records/repository';
import { invalidateRecords } from '@/server/records/save-record';
import { bookingsBetween, bookingsFrom } from './bookings-query';

const bookingSchema = openApiComponent(sharedBookingSchema, 'Booking');

const bookingsRoute = createRoute({
  method: 'get',
  path: '/bookings',
  operationId: 'listBookings',
  tags: ['Inquiries'],
  summary:
    'Site surveys (inquiries, not spam) of a month, or of `days` days from `from` (default: this ' +
    'month in Los Angeles), by day: a booked survey on its booked time, a request without one on ' +
    'its preferred day. Move a booked survey with POST /api/bookings/{id}/move.',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate, requireAccess('staff')] as const,
  request: {
    query: z.strictObject({
      month: isoMonthParam('month').optional(),
      from: isoDateParam('from').optional(),
      days: z.coerce.number().int().min(1).max(MAX_LOOKUP_DAYS).optional(),
    }),
  },
  responses: {
    200: jsonContent('The site surveys of those days', z.object({ data: z.array(bookingSchema) })),
    ...errorResponses(400, 401, 403),
  },
});

const moveRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/move',
  operationId: 'moveBooking',
  tags: ['Inquiries'],
  summary:
    'Move a booked survey to another free time of the slot engine (GET /api/survey-slots): the old ' +
    'time is free again and the visitor is mailed the new time with its calendar file. 404 without a ' +
    'booked survey to come, 400 for a time not offered, 409 when it was taken meanwhile.',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate, requireAccess('staff')] as const,
  request: { params: idParams, body: jsonBody(surveyMoveSchema) },
  responses: {
    200: jsonContent('The survey at its new time', z.object({ data: bookingSchema })),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});

export function registerBookingRoutes(app: ApiApp) {
  app.openapi(bookingsRoute, async (c) => {
    const query = c.req.valid('query');
    const database = await c.get('deps').database();
    if (query.from) {
      if (query.month) throw new ApiError(400, 'Ask for a month or for days from a date, not both.');
      return c.json({ data: await bookingsFrom(database, query.from, query.days ?? 7) }, 200);
    }
    const { first, next } = monthBounds(query.month ?? monthOf(businessToday()));
    return c.json({ data: await bookingsBetween(database, first, next) }, 200);
  });

  app.openapi(moveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { surveyStartsAt } = await readJson(c, surveyMoveSchema);
    const deps = c.get('deps');
    const moved = await moveSurveyForStaff(
      deps,
      { userId: c.get('user').id, inquiryId: id },
      surveyStartsAt as string,
      c.get('clientIp'),
    );
    const database = await deps.database();
    await invalidateRecords(c, inquiriesModule, [await findRecord(database, inquiriesModule, id)]);
    const day = wallClockOf(new Date(moved.startsAt)).date;
    const booking = (await bookingsFrom(database, day, 1)).find((row) => row.id === id);
    if (!booking) throw new ApiError(404, 'Not found');
    return c.json({ data: booking }, 200);
  });
}
