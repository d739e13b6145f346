/**
 * The survey-schedule feature's browser-safe entry: its declarations, vocabularies and back-office parts,
 * which the admin bundle and the site's client code load. Nothing here reaches server code
 * (index.ts has the rest).
 */

export type { Availability } from './availability';
export { availabilityOf, DEFAULT_AVAILABILITY, hoursProblem } from './availability';
export { LONGEST_BOOKING_HORIZON_DAYS } from './booking-horizon';
export type { CalendarEntry } from './calendar-links';
export { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
export { surveyCalendar } from './ics';
export { tooManyMovesMessage } from './move-limit';
export type { DaySlots, NoFreeTimeReason, Slot } from './slot-engine';
export { bookableDays, freeSlotAt, noFreeTimeReason, preferredDayProblem } from './slot-engine';
export {
  dayLabel,
  partOfDay,
  shortDayLabel,
  surveyMomentText,
  surveyTimeText,
  TIME_ZONE_NAME,
  timeLabel,
} from './slot-labels';
export { surveyDayOf } from './survey-day';
export { upcomingHolidays } from './us-holidays';
export { instantOfWallClock, wallClockOf, weekdayOf } from './wall-clock';
