/**
 * The survey-schedule feature's public entry: what other features, the registry and the app routes may
 * use of its server and site parts (browser.ts has the browser-safe ones).
 */

export { surveyStaffNotice } from './mail/survey-staff-notice';
export type { SurveyMailKind } from './mail/survey-visitor-mail';
export { surveyVisitorMail, WHAT_TO_PREPARE } from './mail/survey-visitor-mail';
export { keepBookedTime } from './server/booked-time-guard';
export { holdsItsTime, timeHeld } from './server/held-time';
export { appointmentsBetween, freeDaysFrom, MAX_LOOKUP_DAYS, readAvailability } from './server/survey-store';
