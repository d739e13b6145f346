import 'server-only';
import { freeDaysFrom, readAvailability } from '@/features/survey-schedule';
import {
  bookableDays,
  type DaySlots,
  LONGEST_BOOKING_HORIZON_DAYS,
  type NoFreeTimeReason,
  noFreeTimeReason,
} from '@/features/survey-schedule/browser';
import { businessToday } from '@/lib/calendar-dates';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { serverDependencies } from '@/server/api/runtime';

export interface SurveyStep {
  /** Every day with free slots, today up to the last day of "Weeks ahead". */
  days: DaySlots[];
  /** The day shown: the one asked for, or the first with free slots when none was. */
  chosen: DaySlots | null;
  /** The last day visitors may book. */
  lastDay: string;
  /**
   * The day asked for when it has no free time, and why (never silently another day); a day in the
   * link that is no date on the calendar (`2026-02-30`) is `not-a-date`.
   */
  unavailable: { date: string; reason: StepDayProblem } | null;
}

export type StepDayProblem = NoFreeTimeReason | 'not-a-date';

/**
 * The booking step as the server renders it (no script): the days with free slots up to the weeks
 * ahead, and the chosen day's times. One settings read and one query, whatever day is asked for.
 */
export async function surveyStep(day: string | null, dayUnreadable = false): Promise<SurveyStep> {
  const database = await serverDependencies(settingsForMail).database();
  const availability = await readAvailability(database);
  const now = new Date();
  const days = await freeDaysFrom(
    database,
    businessToday(now),
    LONGEST_BOOKING_HORIZON_DAYS,
    now,
    availability,
  );
  const { last } = bookableDays(availability, now);
  const notADate = dayUnreadable ? { date: '', reason: 'not-a-date' as const } : null;
  // A day that could not be read chooses none: the visitor picks one, as for a day without times.
  if (!day)
    return { days, chosen: notADate ? null : (days[0] ?? null), lastDay: last, unavailable: notADate };
  const chosen = days.find((free) => free.date === day) ?? null;
  return {
    days,
    chosen,
    lastDay: last,
    unavailable: chosen ? notADate : { date: day, reason: noFreeTimeReason(day, availability, now) },
  };
}
