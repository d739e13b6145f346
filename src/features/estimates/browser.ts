/**
 * The estimates feature's browser-safe entry: its declarations, vocabularies and back-office parts,
 * which the admin bundle and the site's client code load. Nothing here reaches server code
 * (index.ts has the rest).
 */

export type { EstimateConfigInput } from './estimate-config';
export { estimateConfigSchema } from './estimate-config';
export {
  ESTIMATE_QUERY_KEYS,
  estimateQueryOf,
  hasEstimateQuery,
  strictEstimateConfigFromQuery,
} from './estimate-query';
export { OFFER_AUDIENCE_HELP, OFFER_AUDIENCES } from './offer-audience';
export { estimateRulesSettings } from './settings';
