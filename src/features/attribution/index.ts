/**
 * The attribution feature's public entry: what other features, the registry and the app routes may
 * use of its server and site parts (browser.ts has the browser-safe ones).
 */

export { registerLeadAnalyticsRoutes } from './server/analytics-routes';
export { registerContactTapRoutes } from './server/contact-taps-routes';
export { leadSourceFact } from './server/lead-source-fact';
