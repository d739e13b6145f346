/**
 * The inquiries feature's browser-safe entry: its declarations and vocabularies, which the admin
 * bundle and the site's client code load (its back-office screens are back-office.ts, which only
 * the back office's registry imports: a page of the site that reached them would ship them). Nothing here reaches server code
 * (index.ts has the rest).
 */

export type { InquiryStatus } from './admin/inquiry-status';
export { inquiryStatuses, inquiryStatusOptions, isInquiryStatus } from './admin/inquiry-status';
export type { Attribution, ClickIdParam } from './attribution';
export { ATTRIBUTION_FIELDS } from './attribution';
export { estimateNotKeptFact } from './estimate-not-kept-fact';
export type { FactRow } from './fact-row';
export { attributionOf } from './inquiry-form';
export { HONEYPOT_FIELD, isSameSitePath, STARTED_AT_FIELD, startedAtOf } from './inquiry-form-fields';
export { INQUIRY_STATUSES, inquiriesModule } from './module';
