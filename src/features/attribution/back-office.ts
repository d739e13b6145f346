/**
 * The attribution feature's back-office entry: the screens and dashboard cards it adds to the back office,
 * which the registry lists (src/registry/index.ts). Apart from browser.ts, which the site's pages
 * reach too: a client component reachable from a site page is shipped with that page.
 */

export { leadAnalyticsPage } from './admin/back-office';
