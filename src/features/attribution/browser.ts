/**
 * The attribution feature's browser-safe entry: its declarations, vocabularies and back-office parts,
 * which the admin bundle and the site's client code load. Nothing here reaches server code
 * (index.ts has the rest).
 */

export { leadAnalyticsKeys } from './admin/analytics-keys';
export { leadAnalyticsPage } from './admin/back-office';
export { formatDay } from './admin/report-format';
