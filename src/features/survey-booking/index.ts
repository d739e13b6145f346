/**
 * The survey-booking feature's public entry: what other features, the registry and the app routes may
 * use of its server and site parts (browser.ts has the browser-safe ones).
 */

export { SURVEY_BOOKING_LOCK, surveyMoveSchema } from './server/survey-booking';
export { SurveyMovedTooOften } from './server/survey-change-limits';
export { cancelSurvey, moveSurveyForStaff, rescheduleSurvey } from './server/survey-changes';
export { registerSurveyRoutes } from './server/survey-routes';
export { clearedDraftCookie, draftCookie, draftOf } from './site/booking-draft';
export { estimateOf, submitBookingForm } from './site/booking-form';
export { FreeQuotePage } from './site/FreeQuotePage';
export { SurveyLinkPage } from './site/SurveyLinkPage';
export type { BookingNotice } from './site/survey-query';
export { bookingStepHref } from './site/survey-query';
