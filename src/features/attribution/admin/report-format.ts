import type { ApiAnswer } from '@/lib/api-contract';
import { addDays, addYears, formatCalendarDate } from '@/lib/calendar-dates';

/** A report's first and last day, as `GET /api/analytics/leads` takes and answers it. */
export type DateRange = ApiAnswer<'getLeadAnalytics'>['data']['range'];

/** The ranges offered with one click, in days up to today. */
export const RANGE_PRESETS = [
  { value: '30', label: '30 days', days: 30 },
  { value: '90', label: '90 days', days: 90 },
  { value: '365', label: '12 months', days: 365 },
] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number]['value'];

/** The `days` days ending today, today included. */
export function presetRange(preset: RangePreset, today: string): DateRange {
  const days = RANGE_PRESETS.find((option) => option.value === preset)?.days ?? 90;
  return { from: addDays(today, 1 - days), to: today };
}

/** Why a custom range cannot be asked for, or null when it can (the API's own rules). */
export function rangeProblem(range: { from: string; to: string }): string | null {
  if (!range.from || !range.to) return 'Choose both dates';
  if (range.from > range.to) return 'The start must be on or before the end';
  if (range.to >= addYears(range.from, 2)) return 'Choose at most 2 years';
  return null;
}

/** `Mar 2`: a week on a chart axis, named by its Monday. */
export const formatDay = (date: string) => formatCalendarDate(date, 'MMM d');

/** `Mar 4 – Mar 24, 2026`, or `Dec 1, 2025 – Jan 5, 2026` across a new year. */
export function formatRange({ from, to }: DateRange): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatCalendarDate(from, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${formatCalendarDate(to, 'MMM d, yyyy')}`;
}

/** `28.6%` (one decimal, none when whole). */
export function formatPercent(rate: number): string {
  const percent = Math.round(rate * 1000) / 10;
  return `${percent}%`;
}

/**
 * The `limit` largest entries, the rest added up as one last entry (a chart stays readable however
 * many pages send inquiries). Entries must already be sorted, largest first.
 */
export function topWithRest<T extends { count: number }>(
  entries: readonly T[],
  limit: number,
  rest: (count: number, entries: number) => T,
): T[] {
  if (entries.length <= limit) return [...entries];
  const tail = entries.slice(limit - 1);
  return [
    ...entries.slice(0, limit - 1),
    rest(
      tail.reduce((sum, entry) => sum + entry.count, 0),
      tail.length,
    ),
  ];
}
