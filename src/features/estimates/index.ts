/**
 * The estimates feature's public entry: what other features, the registry and the app routes may
 * use of its server and site parts (browser.ts has the browser-safe ones).
 */

export { fillPrices, priceBookOf } from './price-tokens';
export { estimateRulesDemo } from './server/demo';
export { quoteForInquiry } from './server/estimate-inputs';
