import { INQUIRY_STATUSES } from '@/features/inquiries/browser';
import { weekStartOf, weekStartsBetween } from '@/lib/calendar-dates';

/**
 * The lead report's arithmetic, on rows already reduced to the business's calendar dates: pure, so
 * it is the same whichever engine the rows came from.
 */

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export interface DateRange {
  /** First day, `YYYY-MM-DD`, included. */
  from: string;
  /** Last day, included. */
  to: string;
}

export interface LeadRow {
  /** The business-calendar date the inquiry arrived on. */
  receivedOn: string;
  status: InquiryStatus;
  service: string | null;
  sourcePath: string | null;
}

export interface WeekCount {
  /** The Monday the week starts on. */
  weekStart: string;
  count: number;
}

export interface LeadSummary {
  totals: { inquiries: number; spam: number; won: number; conversionRate: number };
  perWeek: WeekCount[];
  byService: { service: string | null; count: number }[];
  bySource: { sourcePath: string | null; count: number }[];
  byStatus: { status: Exclude<InquiryStatus, 'spam'>; count: number }[];
}

export interface SubscriberGrowth {
  /** Subscribed people who had signed up by the range's last day. */
  total: number;
  perWeek: { weekStart: string; newCount: number; cumulative: number }[];
}

/** Statuses of real leads, in the order an inquiry moves through them. */
export const LEAD_STATUSES = INQUIRY_STATUSES.filter(
  (status): status is Exclude<InquiryStatus, 'spam'> => status !== 'spam',
);

const inRange = (date: string, range: DateRange) => date >= range.from && date <= range.to;

/** One entry per week of the range (Monday first), weeks without a date included with 0. */
export function countPerWeek(dates: readonly string[], range: DateRange): WeekCount[] {
  const counts = new Map(weekStartsBetween(range.from, range.to).map((week) => [week, 0]));
  for (const date of dates) {
    if (!inRange(date, range)) continue;
    const week = weekStartOf(date);
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  return [...counts].map(([weekStart, count]) => ({ weekStart, count }));
}

/** Most frequent first; ties by name, the empty value (`null`) last. */
function countBy<K extends string>(
  values: readonly (string | null)[],
  key: K,
): ({ [P in K]: string | null } & { count: number })[] {
  const counts = new Map<string | null, number>();
  for (const raw of values) {
    const value = raw?.trim() ? raw.trim() : null;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, countA], [b, countB]) => {
      if (countA !== countB) return countB - countA;
      if (a === null || b === null) return a === null ? 1 : -1;
      return a.localeCompare(b);
    })
    .map(([value, count]) => ({ [key]: value, count }) as { [P in K]: string | null } & { count: number });
}

/** Spam counts only in `totals.spam`; conversion is won over every inquiry that is not spam. */
export function summarizeLeads(rows: readonly LeadRow[], range: DateRange): LeadSummary {
  const within = rows.filter((row) => inRange(row.receivedOn, range));
  const leads = within.filter((row) => row.status !== 'spam');
  const won = leads.filter((row) => row.status === 'won').length;
  return {
    totals: {
      inquiries: leads.length,
      spam: within.length - leads.length,
      won,
      conversionRate: leads.length === 0 ? 0 : Math.round((won / leads.length) * 10_000) / 10_000,
    },
    perWeek: countPerWeek(
      leads.map((row) => row.receivedOn),
      range,
    ),
    byService: countBy(
      leads.map((row) => row.service),
      'service',
    ),
    bySource: countBy(
      leads.map((row) => row.sourcePath),
      'sourcePath',
    ),
    byStatus: LEAD_STATUSES.map((status) => ({
      status,
      count: leads.filter((row) => row.status === status).length,
    })),
  };
}

/**
 * Weekly sign-ups of the people subscribed now, and the running list size: `before` is how many of
 * them signed up before the range.
 */
export function summarizeSubscribers(
  before: number,
  signUpDates: readonly string[],
  range: DateRange,
): SubscriberGrowth {
  const earlier = signUpDates.filter((date) => date < range.from).length;
  let cumulative = before + earlier;
  const perWeek = countPerWeek(signUpDates, range).map(({ weekStart, count }) => {
    cumulative += count;
    return { weekStart, newCount: count, cumulative };
  });
  return { total: cumulative, perWeek };
}
