/**
 * The attribution feature's browser-safe entry: its declarations and vocabularies, which the admin
 * bundle and the site's client code load (its back-office screens are back-office.ts, which only
 * the back office's registry imports: a page of the site that reached them would ship them). Nothing here reaches server code
 * (index.ts has the rest).
 */

export { leadAnalyticsKeys } from './admin/analytics-keys';
export { formatDay } from './admin/report-format';
