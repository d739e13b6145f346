/**
 * The survey-booking feature's public entry: what other features, the registry and the app routes may
 * use of its server and site parts (browser.ts has the browser-safe ones).
 */

export { SURVEY_BOOKING_LOCK, surveyMoveSchema } from './server/survey-booking';
export { SurveyMovedTooOften } from './server/survey-change-limits';
export { cancelSurvey, moveSurveyForStaff, rescheduleSurvey } from './server/survey-changes';
export { registerSurveyRoutes } from './server/survey-routes';
