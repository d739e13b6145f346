import { dateInTimeZone } from '@/lib/calendar-dates';
import type { Fields } from './fields';

/** A start/end pair of a module: the end field names its start with `after`. */
export interface Period {
  start: string;
  end: string;
  /** A pair of calendar dates (whole days, the end day included) rather than instants. */
  inDays: boolean;
}

/** The start/end pairs among the fields; a pair whose start is missing or of another kind is a declaration error. */
export function periodsOf(fields: Fields): Period[] {
  const periods: Period[] = [];
  for (const [end, definition] of Object.entries(fields)) {
    if ((definition.kind !== 'date' && definition.kind !== 'datetime') || !definition.after) continue;
    const start = fields[definition.after];
    if (!start || start.kind !== definition.kind) {
      throw new Error(`${end} ends ${definition.after}, which is not a ${definition.kind} field`);
    }
    periods.push({ start: definition.after, end, inDays: definition.kind === 'date' });
  }
  return periods;
}

const instant = (value: unknown) => (typeof value === 'string' && value ? Date.parse(value) : Number.NaN);

/**
 * The one rule of every start/end pair: when both hold a value, the end comes after the start (or on
 * the same day, for dates). `values`
 * is what a save sends and `stored` the record it changes, so a change of either side alone is held
 * against the other. The message goes on the side that was sent (the end when both were).
 */
export function periodErrors(
  fields: Fields,
  values: Record<string, unknown>,
  stored: Record<string, unknown> | null = null,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { start, end } of periodsOf(fields)) {
    const afterSave = (name: string) => (name in values ? values[name] : stored?.[name]);
    const starts = instant(afterSave(start));
    const ends = instant(afterSave(end));
    // A period of dates may be one day long; one of times must last.
    const inDays = fields[end].kind === 'date';
    if (Number.isNaN(starts) || Number.isNaN(ends) || ends > starts || (inDays && ends === starts)) continue;
    const startLabel = fields[start].label;
    const endLabel = fields[end].label;
    if (end in values || !(start in values)) {
      errors[end] = [`${endLabel} must be ${inDays ? 'on or after' : 'after'} ${startLabel}`];
    } else {
      errors[start] = [`${startLabel} must be ${inDays ? 'on or before' : 'before'} ${endLabel}`];
    }
  }
  return errors;
}

export type PeriodStatus = 'scheduled' | 'live' | 'ended';

/**
 * Where `now` falls in a period whose open sides are null: before its start, in it, or past its end.
 * A period of dates runs from its first day to the end of its last, in the business's time zone
 * (a job closing on the 14th is open all that day in Los Angeles).
 */
export function periodStatus(start: unknown, end: unknown, now: Date, inDays = false): PeriodStatus {
  if (inDays) {
    const today = dateInTimeZone(now);
    if (typeof start === 'string' && start && start.slice(0, 10) > today) return 'scheduled';
    if (typeof end === 'string' && end && end.slice(0, 10) < today) return 'ended';
    return 'live';
  }
  if (instant(start) > now.getTime()) return 'scheduled';
  if (instant(end) <= now.getTime()) return 'ended';
  return 'live';
}
