import 'server-only';
import { leadTables } from '@/features/inquiries';
import { ATTRIBUTION_FIELDS, type Attribution } from '@/features/inquiries/browser';
import { addDays, dateInTimeZone } from '@/lib/calendar-dates';
import type { Database } from '@/server/db/engine';
import { engineValues } from '@/server/db/values';
import { summarizeAttribution } from './analytics-attribution';
import {
  type DateRange,
  type LeadSummary,
  type SubscriberGrowth,
  summarizeLeads,
  summarizeSubscribers,
} from './analytics-summary';
import { contactTapsPerPage, type PageTaps } from './contact-taps-store';

export interface LeadAnalytics extends LeadSummary, ReturnType<typeof summarizeAttribution> {
  range: DateRange;
  subscribers: SubscriberGrowth;
  /** Click-to-call and click-to-text taps per page over the range. */
  tapsByPage: PageTaps[];
}

/**
 * The instants that surely hold every business day of the range: a day more on each side than the
 * UTC days, since no time zone is more than 14 hours from UTC. Exact days are cut in TypeScript.
 */
function instantWindow(database: Database, range: DateRange) {
  const { encodeTimestamp } = engineValues(database.engine);
  return {
    start: encodeTimestamp(`${addDays(range.from, -1)}T00:00:00Z`),
    end: encodeTimestamp(`${addDays(range.to, 2)}T00:00:00Z`),
  };
}

const businessDate = (value: string | Date) => dateInTimeZone(new Date(value));
const inRange = (date: string, range: DateRange) => date >= range.from && date <= range.to;

/**
 * Lead analytics for a range of business days. Dates are bucketed in TypeScript from the few
 * columns selected within the range, so no engine-specific date SQL is needed.
 */
export async function leadAnalytics(database: Database, range: DateRange): Promise<LeadAnalytics> {
  const db = leadTables(database);
  const { start, end } = instantWindow(database, range);
  const [inquiries, subscribed, subscribedBefore, tapsByPage] = await Promise.all([
    db
      .selectFrom('inquiries')
      .select(['createdAt', 'status', 'service', 'sourcePath', 'wonValueCents', ...ATTRIBUTION_FIELDS])
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .execute(),
    db
      .selectFrom('subscribers')
      .select('createdAt')
      .where('status', '=', 'subscribed')
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .execute(),
    db
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'subscribed')
      .where('createdAt', '<', start)
      .executeTakeFirstOrThrow(),
    contactTapsPerPage(database, range),
  ]);

  const leads = inquiries.map((row) => ({
    receivedOn: businessDate(row.createdAt),
    status: row.status,
    service: row.service,
    sourcePath: row.sourcePath,
    wonValueCents: row.wonValueCents,
    attribution: Object.fromEntries(ATTRIBUTION_FIELDS.map((name) => [name, row[name]])) as Attribution,
  }));
  const realLeads = leads.filter((lead) => lead.status !== 'spam' && inRange(lead.receivedOn, range));
  return {
    range,
    ...summarizeLeads(leads, range),
    ...summarizeAttribution(realLeads),
    tapsByPage,
    subscribers: summarizeSubscribers(
      Number(subscribedBefore.count),
      subscribed.map((row) => businessDate(row.createdAt)),
      range,
    ),
  };
}
