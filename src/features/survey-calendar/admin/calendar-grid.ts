import { addDays, formatCalendarDate, monthBounds, weekStartsBetween } from '@/lib/calendar-dates';

export interface CalendarDay {
  /** `YYYY-MM-DD`. */
  date: string;
  /** False for the days of the previous or next month that fill the first and last week. */
  inMonth: boolean;
}

/** Short weekday names, Monday first like the weeks of the lead reports. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The weeks (Monday to Sunday) that show a month: 4 to 6 rows of 7 days. */
export function monthGrid(month: string): CalendarDay[][] {
  const { first, next } = monthBounds(month);
  return weekStartsBetween(first, addDays(next, -1)).map((monday) =>
    Array.from({ length: 7 }, (_, offset) => {
      const date = addDays(monday, offset);
      return { date, inMonth: date >= first && date < next };
    }),
  );
}

/** Every day a month's grid shows, leading and trailing days of the months around it included. */
export function monthGridRange(month: string): { from: string; days: number } {
  const weeks = monthGrid(month);
  return { from: weeks[0][0].date, days: weeks.length * 7 };
}

/** `April 2026`. */
export const monthTitle = (month: string) => formatCalendarDate(month, 'MMMM yyyy');

/** Items by their day (a booked survey's, else the preferred one), in the order given. */
export function groupByDate<T extends { day: string }>(items: readonly T[]): Map<string, T[]> {
  const byDate = new Map<string, T[]>();
  for (const item of items) {
    const list = byDate.get(item.day);
    if (list) list.push(item);
    else byDate.set(item.day, [item]);
  }
  return byDate;
}

/** The agenda's days: `count` days from `from`, each with its surveys (maybe none). */
export function agendaDays<T extends { day: string }>(from: string, count: number, items: readonly T[]) {
  const byDate = groupByDate(items);
  return Array.from({ length: count }, (_, offset) => {
    const date = addDays(from, offset);
    return { date, items: byDate.get(date) ?? [] };
  });
}

/** `Nov 27 – Dec 3`: the days an agenda covers, across a month's end. */
export const rangeTitle = (from: string, count: number) =>
  `${formatCalendarDate(from, 'MMM d')} – ${formatCalendarDate(addDays(from, count - 1), 'MMM d')}`;
