/**
 * The survey-calendar feature's browser-safe entry: its declarations, vocabularies and back-office parts,
 * which the admin bundle and the site's client code load. Nothing here reaches server code
 * (index.ts has the rest).
 */

export { surveyCalendarPage, upcomingSurveysCard } from './admin/back-office';
export { momentText, surveyHistoryFact } from './lead-survey-fact';
export { surveyAvailabilitySettings } from './survey-settings';
