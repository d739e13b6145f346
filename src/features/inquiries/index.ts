/**
 * The inquiries feature's public entry: what other features, the registry and the app routes may
 * use of its server and site parts (browser.ts has the browser-safe ones).
 */

export { greetingName } from './mail/inquiry-auto-reply';
export { estimatesNotKeptOf } from './server/estimate-not-kept';
export { inquiryMailSettings } from './server/inquiry-mail';
export type { LeadSchema } from './server/lead-tables';
export { leadTables } from './server/lead-tables';
export type { ClaimBooking, ConfirmBooking, PublicInquiryInput } from './server/public-inquiry';
export {
  createPublicInquiry,
  publicInquirySchema,
  receivePublicInquiry,
  siteFormSentTooFast,
} from './server/public-inquiry';
export { isoDateParam, isoMonthParam } from './server/report-params';
