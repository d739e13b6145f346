import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { isoDateParam } from '@/features/inquiries';
import { freeDaysFrom, MAX_LOOKUP_DAYS, readAvailability } from '@/features/survey-schedule';
import { bookableDays, TIME_ZONE_NAME } from '@/features/survey-schedule/browser';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import { businessToday } from '@/lib/calendar-dates';
import type { ApiApp } from '@/server/api/context';
import { ApiError } from '@/server/api/errors';
import { errorResponses, jsonBody, jsonContent, openApiComponent } from '@/server/api/openapi-shapes';
import { readJson } from '@/server/api/read-json';
import {
  BOOKING_GONE_MESSAGE,
  bookSurvey,
  surveyBookingSchema,
  surveyContactOf,
  surveyMoveSchema,
} from './survey-booking';
import { cancelSurvey, rescheduleSurvey } from './survey-changes';
import { type SurveyView, surveyOfToken } from './survey-lookup';
import { surveyCalendarFile, surveyCalendarFileName } from './survey-mail';

const slotSchema = openApiComponent(
  z.object({
    startsAt: z.string().meta({ format: 'date-time' }),
    endsAt: z.string().meta({ format: 'date-time' }),
    time: z.string().meta({ description: 'Los Angeles wall-clock start, HH:MM' }),
  }),
  'SurveySlot',
);

const freeDaysSchema = z.object({
  timeZone: z.string().meta({
    description: 'The IANA time zone every date and wall-clock time of this answer is told in',
  }),
  lastDay: z.string().meta({
    format: 'date',
    description: 'The last day visitors may book ("Weeks ahead" in Survey availability)',
  }),
  days: z.array(z.object({ date: z.string().meta({ format: 'date' }), slots: z.array(slotSchema) })),
});

const bookingSchema = openApiComponent(
  z.object({
    id: z.number().int(),
    token: z.string(),
    managePath: z.string(),
    startsAt: z.string().meta({ format: 'date-time' }),
    endsAt: z.string().meta({ format: 'date-time' }),
  }),
  'SurveyBooking',
);

const surveySchema = openApiComponent(
  z.object({
    startsAt: z.string().meta({ format: 'date-time' }),
    endsAt: z.string().meta({ format: 'date-time' }),
    name: z.string(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    sequence: z.number().int(),
  }),
  'BookedSurvey',
);

const tokenParam = z.object({
  token: z
    .string()
    .max(60)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The private link’s signed token' }),
});

const publicSurvey = (survey: SurveyView) => ({
  startsAt: survey.startsAt,
  endsAt: survey.endsAt,
  name: survey.name,
  address: survey.address,
  postalCode: survey.postalCode,
  sequence: survey.sequence,
});

const answer = (data: z.ZodType) => z.object({ success: z.literal(true), message: z.string(), data });

/** The online booking of the free site survey: free slots, booking, and the private link's calls. */
export function registerSurveyRoutes(app: ApiApp) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/survey-slots',
      operationId: 'listSurveySlots',
      security: [],
      tags: ['Site surveys'],
      summary: `Free site-survey slots (${TIME_ZONE_NAME}): the days from \`from\` that have any, with their times`,
      request: {
        query: z.strictObject({
          from: isoDateParam('from').optional(),
          days: z.coerce.number().int().min(1).max(MAX_LOOKUP_DAYS).optional(),
        }),
      },
      responses: {
        200: jsonContent('Days with free slots', z.object({ data: freeDaysSchema })),
        ...errorResponses(400),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const database = await c.get('deps').database();
      const availability = await readAvailability(database);
      const now = new Date();
      const from = query.from ?? businessToday(now);
      const days = await freeDaysFrom(database, from, query.days ?? 14, now, availability);
      const { last } = bookableDays(availability, now);
      return c.json({ data: { timeZone: BUSINESS_TIME_ZONE, lastDay: last, days } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/survey-bookings',
      operationId: 'bookSurvey',
      security: [],
      tags: ['Site surveys'],
      summary:
        'Book a free site survey (no sign-in): a public inquiry with a free slot. 409 when the slot was taken meanwhile',
      request: { body: jsonBody(surveyBookingSchema) },
      responses: {
        201: jsonContent('Booked', answer(bookingSchema)),
        ...errorResponses(400, 409, 415, 429),
      },
    }),
    async (c) => {
      // Parsed here like the other public forms (malformed JSON answers 400 in the common shape).
      const input = await readJson(c, surveyBookingSchema);
      const booked = await bookSurvey(
        c.get('deps'),
        input as Parameters<typeof bookSurvey>[1],
        c.get('clientIp'),
        c.get('log'),
      );
      return c.json(
        { success: true as const, message: 'Your free site survey is booked.', data: booked },
        201,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/survey-bookings/{token}',
      operationId: 'getSurveyBooking',
      security: [],
      tags: ['Site surveys'],
      summary: 'The booked survey of a private link; 404 once cancelled or past',
      request: { params: tokenParam },
      responses: { 200: jsonContent('The survey', z.object({ data: surveySchema })), ...errorResponses(404) },
    }),
    async (c) => {
      const survey = await surveyOfToken(c.get('deps'), c.req.valid('param').token);
      if (!survey) throw new ApiError(404, BOOKING_GONE_MESSAGE);
      return c.json({ data: publicSurvey(survey) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/survey-bookings/{token}/reschedule',
      operationId: 'rescheduleSurveyBooking',
      security: [],
      tags: ['Site surveys'],
      summary:
        'Move a booked survey to another free slot. 429 past 5 moves of one survey a day, or 10 changes an hour from one client address',
      request: { params: tokenParam, body: jsonBody(surveyMoveSchema) },
      responses: {
        200: jsonContent('Moved', answer(surveySchema)),
        ...errorResponses(400, 404, 409, 415, 429),
      },
    }),
    async (c) => {
      const { surveyStartsAt } = await readJson(c, surveyMoveSchema);
      const moved = await rescheduleSurvey(
        c.get('deps'),
        c.req.valid('param').token,
        surveyStartsAt as string,
        c.get('clientIp'),
      );
      return c.json(
        { success: true as const, message: 'Your survey has a new time.', data: publicSurvey(moved) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/survey-bookings/{token}/cancel',
      operationId: 'cancelSurveyBooking',
      security: [],
      tags: ['Site surveys'],
      summary:
        'Cancel a booked survey; the link’s calls answer 404 afterwards, its page says the survey is cancelled',
      request: { params: tokenParam, body: jsonBody(z.strictObject({})) },
      responses: {
        200: jsonContent('Cancelled', answer(surveySchema)),
        ...errorResponses(400, 404, 415, 429),
      },
    }),
    async (c) => {
      const cancelled = await cancelSurvey(c.get('deps'), c.req.valid('param').token, c.get('clientIp'));
      return c.json(
        { success: true as const, message: 'Your survey is cancelled.', data: publicSurvey(cancelled) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/survey-bookings/{token}/calendar',
      operationId: 'getSurveyCalendarFile',
      security: [],
      tags: ['Site surveys'],
      summary: 'The booked survey as a calendar file (.ics, RFC 5545)',
      request: { params: tokenParam },
      responses: {
        200: { description: 'The calendar file', content: { 'text/calendar': { schema: z.string() } } },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      const survey = await surveyOfToken(deps, c.req.valid('param').token);
      if (!survey) throw new ApiError(404, BOOKING_GONE_MESSAGE);
      const database = await deps.database();
      const { brand, phone } = await surveyContactOf(database, deps.publicUrl);
      c.header('Content-Disposition', `attachment; filename="${surveyCalendarFileName(survey.locale)}"`);
      return c.body(surveyCalendarFile(survey, { brand, phone, publicUrl: deps.publicUrl }), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
      });
    },
  );
}
