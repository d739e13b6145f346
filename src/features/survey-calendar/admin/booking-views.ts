import { LONGEST_BOOKING_HORIZON_DAYS } from '@/features/survey-schedule/browser';
import { addDays, formatCalendarDate, isIsoMonth, monthBounds, monthOf } from '@/lib/calendar-dates';
import { isDateInRange } from '@/lib/text-rules';
import { monthTitle, rangeTitle } from './calendar-grid';

export type BookingView = 'week' | 'month' | 'list';

/** The view switch: the first one's name is the heading it opens on. */
export const BOOKING_VIEWS: { value: BookingView; label: string }[] = [
  { value: 'week', label: 'Next 7 days' },
  { value: 'month', label: 'Month' },
  { value: 'list', label: 'List' },
];

/**
 * What the address bar keeps (`?view=list&month=2026-10`), so a reload, a shared link or coming
 * back from a lead opens the same page. No month: the month view shows this month, the list the
 * coming surveys.
 */
export interface CalendarAddress {
  view: BookingView;
  month: string | null;
}

const isView = (value: string | null): value is BookingView =>
  BOOKING_VIEWS.some((view) => view.value === value);

const isShownMonth = (value: string | null): value is string =>
  value !== null && isIsoMonth(value) && isDateInRange(`${value}-01`);

/** The view and month asked for; anything else is the page's default (the next 7 days). */
export function readCalendarAddress(params: Pick<URLSearchParams, 'get'>): CalendarAddress {
  const asked = params.get('view');
  const view = isView(asked) ? asked : 'week';
  const month = params.get('month');
  return { view, month: view !== 'week' && isShownMonth(month) ? month : null };
}

/** The address's query for a view and month, other parameters kept; the defaults keep it bare. */
export function writeCalendarAddress(params: URLSearchParams, { view, month }: CalendarAddress): string {
  const query = new URLSearchParams(params);
  if (view === 'week') query.delete('view');
  else query.set('view', view);
  if (month && view !== 'week') query.set('month', month);
  else query.delete('month');
  return query.toString();
}

/**
 * How far the list of coming surveys reaches: every day a visitor can book online at the longest
 * "Weeks ahead" (26 weeks), which is also the most the API answers for at once.
 */
export const COMING_DAYS = LONGEST_BOOKING_HORIZON_DAYS;

/** The days the list of coming surveys asks for: today and the booking horizon after it. */
export const comingRange = (today: string) => ({ from: today, days: COMING_DAYS });

interface Dated {
  day: string;
  cancelled: boolean;
}

/** The first survey to go to (a cancelled one is none) on or after `from`, of a list by day. */
export const firstSurveyFrom = <T extends Dated>(items: readonly T[], from: string): T | null =>
  items.find((item) => !item.cancelled && item.day >= from) ?? null;

/** Whether a month has no survey to go to from today on (a month gone by has none). */
export const noSurveyLeftIn = <T extends Dated>(month: string, today: string, items: readonly T[]) =>
  !firstSurveyFrom(
    items.filter((item) => monthOf(item.day) === month),
    today,
  );

/** The first survey to go to after a month, of the coming ones. */
export const nextSurveyAfter = <T extends Dated>(month: string, coming: readonly T[]) =>
  firstSurveyFrom(coming, monthBounds(month).next);

/** Days the page opens on: the coming week, whatever month its days are in. */
export const AGENDA_DAYS = 7;

/** What the page shows: its view, the week's first day, the month, and today. */
export interface ShownSurveys {
  view: BookingView;
  /** The list of coming surveys (the list view with no month chosen). */
  coming: boolean;
  from: string;
  month: string;
  today: string;
}

/** The heading, the days it stands for, the words after the count, and what an empty page says. */
export function shownText({ view, coming, from, month, today }: ShownSurveys) {
  if (view === 'week') {
    const days = rangeTitle(from, AGENDA_DAYS);
    return {
      title: from === today ? 'Next 7 days' : days,
      subtitle: from === today ? days : null,
      counted: `in these ${AGENDA_DAYS} days`,
      empty: `No site surveys from ${days}`,
    };
  }
  if (coming) {
    const lastDay = addDays(today, COMING_DAYS - 1);
    return {
      title: 'Coming site surveys',
      subtitle: `From today, ${formatCalendarDate(today, 'MMM d')}, to ${formatCalendarDate(lastDay, 'MMM d, yyyy')}`,
      counted: 'from today on',
      empty: 'Nothing booked ahead',
    };
  }
  return {
    title: monthTitle(month),
    subtitle: null,
    counted: `in ${monthTitle(month)}`,
    empty: `No site surveys in ${monthTitle(month)}`,
  };
}
