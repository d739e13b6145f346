import 'server-only';
import { businessToday } from '@/lib/calendar-dates';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { serverDependencies } from '@/server/api/runtime';
import { freeDaysFrom } from '../../server/survey-store';
import type { DaySlots } from '../../survey/slot-engine';

/** How many days with free slots the step offers to pick from. */
export const DAYS_OFFERED = 14;

export interface SurveyStep {
  days: DaySlots[];
  /** The day shown: the one asked for when it has free slots, else the first that has. */
  chosen: DaySlots | null;
}

/**
 * The booking step as the server renders it (no script): the next days with free slots, and the
 * chosen day's times. One settings read and one query, whatever day is asked for.
 */
export async function surveyStep(day: string | null): Promise<SurveyStep> {
  const database = await serverDependencies(settingsForMail).database();
  const all = await freeDaysFrom(database, businessToday(), 62);
  const days = all.slice(0, DAYS_OFFERED);
  const chosen = all.find((free) => free.date === day) ?? days[0] ?? null;
  return { days, chosen };
}
