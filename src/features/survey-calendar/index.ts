/**
 * The survey-calendar feature's public entry: what other features, the registry and the app routes may
 * use of its server and site parts (browser.ts has the browser-safe ones).
 */

export { registerBookingRoutes } from './server/bookings-routes';
export { surveyAvailabilityDemo } from './server/demo';
export { surveyEventsOf } from './server/survey-history';
export { letGoOfTakenTime, timeOnLeavingSpam } from './server/time-taken-meanwhile';
