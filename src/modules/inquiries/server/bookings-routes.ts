import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { businessToday, monthOf } from '@/lib/calendar-dates';
import { bookingSchema as sharedBookingSchema } from '@/modules/inquiries/bookings';
import type { ApiApp } from '@/server/api/context';
import { authenticate, requireAccess } from '@/server/api/guard';
import { errorResponses, jsonContent, openApiComponent } from '@/server/api/openapi-shapes';
import { bookingsInMonth } from './bookings-query';
import { isoMonthParam } from './report-params';

const bookingSchema = openApiComponent(sharedBookingSchema, 'Booking');

const bookingsRoute = createRoute({
  method: 'get',
  path: '/bookings',
  operationId: 'listBookings',
  tags: ['Inquiries'],
  summary:
    'Site-survey requests: inquiries (not spam) whose preferred visit date lies in the month ' +
    '(default: this month in Los Angeles), by date. Change one with PATCH /api/inquiries/{id}.',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate, requireAccess('staff')] as const,
  request: { query: z.strictObject({ month: isoMonthParam('month').optional() }) },
  responses: {
    200: jsonContent('The month’s site-survey requests', z.object({ data: z.array(bookingSchema) })),
    ...errorResponses(400, 401, 403),
  },
});

export function registerBookingRoutes(app: ApiApp) {
  app.openapi(bookingsRoute, async (c) => {
    const month = c.req.valid('query').month ?? monthOf(businessToday());
    const database = await c.get('deps').database();
    return c.json({ data: await bookingsInMonth(database, month) }, 200);
  });
}
