import { z } from '@/lib/zod';

/**
 * A tap on a click-to-call (`tel:`) or click-to-text (`sms:`) link of a public page, as the visit
 * script reports it: which kind and on which page. Nothing about who tapped.
 */
export const CONTACT_TAP_KINDS = ['call', 'text'] as const;
export type ContactTapKind = (typeof CONTACT_TAP_KINDS)[number];

/** Where the visit script sends a tap. */
export const CONTACT_TAPS_ENDPOINT = '/api/contact-taps';

/**
 * A page's path as the site's own addresses are made (slugs): no query, no escapes, no dots in a
 * row, so made-up junk cannot pass for a page.
 */
const PAGE_PATH = /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?)?$/;
export const MAX_TAP_PATH = 200;

export const contactTapSchema = z.strictObject({
  kind: z.enum(CONTACT_TAP_KINDS, { error: 'Kind must be call or text' }),
  path: z
    .string({ error: 'Path must be text' })
    .max(MAX_TAP_PATH, { message: `Path must be at most ${MAX_TAP_PATH} characters` })
    .regex(PAGE_PATH, { message: 'Path must be a page of this site (/...)' }),
});

export type ContactTap = z.infer<typeof contactTapSchema>;
