/**
 * The survey-booking feature's public entry for the site's pages: its server-rendered pages and components
 * and what they read. Apart from index.ts (the server's and other features' entry) so that the API,
 * the command-line tools and the migrations, which load the server side, never load a page or a
 * browser component.
 */

export { clearedDraftCookie, draftCookie, draftOf } from './site/booking-draft';
export { estimateOf, submitBookingForm } from './site/booking-form';
export { FreeQuotePage } from './site/FreeQuotePage';
export { SurveyLinkPage } from './site/SurveyLinkPage';
export type { BookingNotice } from './site/survey-query';
export { bookingStepHref } from './site/survey-query';
