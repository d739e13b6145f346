import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { isoDateParam } from '@/features/inquiries';
import { businessToday } from '@/lib/calendar-dates';
import type { ApiApp } from '@/server/api/context';
import { invalidInput } from '@/server/api/errors';
import { authenticate, requireAccess } from '@/server/api/guard';
import { errorResponses, jsonContent } from '@/server/api/openapi-shapes';
import { leadAnalytics } from './analytics-query';
import { resolveRange } from './analytics-range';
import { LEAD_STATUSES } from './analytics-summary';

const analyticsQuery = z.strictObject({
  from: isoDateParam('from').optional(),
  to: isoDateParam('to').optional(),
});

const weekCount = z.object({ weekStart: z.string(), count: z.number().int() });

const outcome = {
  leads: z.number().int(),
  won: z.number().int(),
  wonRevenueCents: z.number().int().openapi({ description: 'Sum of the job values of the won leads' }),
};

const leadAnalyticsSchema = z
  .object({
    range: z.object({ from: z.string(), to: z.string() }),
    totals: z.object({
      inquiries: z.number().int(),
      spam: z.number().int(),
      won: z.number().int(),
      conversionRate: z.number().openapi({ description: 'won / inquiries that are not spam, 0 to 1' }),
    }),
    wonRevenueCents: z.number().int().openapi({ description: 'Sum of the job values of the won leads' }),
    byLeadSource: z.array(
      z.object({
        source: z
          .string()
          .openapi({ description: 'utm_source, or derived: google, yelp.com, (direct), (not set)' }),
        medium: z.string().openapi({ description: 'utm_medium, or derived: cpc, organic, referral, (none)' }),
        label: z.string().openapi({ description: 'In words: Google Ads (gclid), Google (organic), Direct' }),
        ...outcome,
      }),
    ),
    byCampaign: z.array(z.object({ campaign: z.string().nullable(), ...outcome })),
    tapsByPage: z.array(
      z.object({ path: z.string(), calls: z.number().int(), texts: z.number().int() }).openapi({
        description: 'Taps on click-to-call (tel:) and click-to-text (sms:) links of one page',
      }),
    ),
    perWeek: z.array(weekCount),
    byService: z.array(z.object({ service: z.string().nullable(), count: z.number().int() })),
    bySource: z.array(z.object({ sourcePath: z.string().nullable(), count: z.number().int() })),
    byStatus: z.array(z.object({ status: z.enum(LEAD_STATUSES), count: z.number().int() })),
    subscribers: z.object({
      total: z.number().int(),
      perWeek: z.array(
        z.object({ weekStart: z.string(), newCount: z.number().int(), cumulative: z.number().int() }),
      ),
    }),
  })
  .openapi('LeadAnalytics');

const leadAnalyticsRoute = createRoute({
  method: 'get',
  path: '/analytics/leads',
  operationId: 'getLeadAnalytics',
  tags: ['Analytics'],
  summary:
    'Inquiries per week (weeks start Monday, Los Angeles days), by service, source page and status, ' +
    'leads and won revenue by lead source (UTM tags, ad click id or referrer) and by campaign, ' +
    'click-to-call and click-to-text taps per page, conversion and subscriber growth over a range of ' +
    'at most 2 years (default: the last 90 days). Spam counts only in totals.spam.',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate, requireAccess('staff')] as const,
  request: { query: analyticsQuery },
  responses: {
    200: jsonContent('Lead analytics for the range', z.object({ data: leadAnalyticsSchema })),
    ...errorResponses(400, 401, 403),
  },
});

export function registerLeadAnalyticsRoutes(app: ApiApp) {
  app.openapi(leadAnalyticsRoute, async (c) => {
    const resolved = resolveRange(c.req.valid('query'), businessToday());
    if ('errors' in resolved) throw invalidInput(resolved.errors);
    const database = await c.get('deps').database();
    return c.json({ data: await leadAnalytics(database, resolved.range) }, 200);
  });
}
