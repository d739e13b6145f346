import { field } from '@/kit/fields';
import { SAME_SITE_PATH } from '@/lib/text-rules';

/**
 * Where a lead came from: the first page of the visit that ended in a request, the site that sent
 * the visitor there and the campaign tags of that first address. The visit script
 * (`site/visit-script.ts`) records them in the browser and every quote, contact or survey form
 * sends them with the request; the public inquiry schema checks them like any other field.
 */

/** The ad networks' click ids, in the order the visit script looks for them. */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid'] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

/** The longest landing page or referrer kept; the visit script cuts longer ones to this. */
export const MAX_ATTRIBUTION_URL = 500;
/** The longest UTM value kept. */
export const MAX_UTM_VALUE = 150;
/** The longest click id kept (Google's are about 100 characters). */
export const MAX_CLICK_ID = 300;

/** URL-safe characters only: what every network's click id is made of. */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9._~-]+$/;

const utm = (label: string) => field.text(label, { max: MAX_UTM_VALUE });

/** The inquiry fields of a visit's attribution; the public may send them, staff read them. */
export const attributionFields = {
  landingPage: field.text('Landing page', {
    max: MAX_ATTRIBUTION_URL,
    pattern: { regex: SAME_SITE_PATH, message: 'Landing page must be a path on this site (/...)' },
    help: 'The first page of the visit, with its address query (campaign tags).',
  }),
  referrer: field.text('Referrer', {
    max: MAX_ATTRIBUTION_URL,
    format: 'url',
    help: 'The other site the visitor came from, if the browser said.',
  }),
  utmSource: utm('Campaign source (utm_source)'),
  utmMedium: utm('Campaign medium (utm_medium)'),
  utmCampaign: utm('Campaign name (utm_campaign)'),
  utmTerm: utm('Campaign term (utm_term)'),
  utmContent: utm('Campaign content (utm_content)'),
  clickIdType: field.enum('Ad click id type', CLICK_ID_PARAMS, { listFilter: false }),
  clickId: field.text('Ad click id', {
    max: MAX_CLICK_ID,
    pattern: {
      regex: CLICK_ID_PATTERN,
      message: 'Ad click id may hold only letters, digits, ".", "_", "~" and "-"',
    },
  }),
};

export type AttributionField = keyof typeof attributionFields;
export const ATTRIBUTION_FIELDS = Object.keys(attributionFields) as AttributionField[];

/** The attribution of one inquiry, as stored (every part may be missing). */
export type Attribution = Partial<Record<AttributionField, string | null>>;
