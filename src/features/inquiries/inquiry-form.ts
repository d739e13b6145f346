import { type EstimateConfigInput, estimateConfigSchema } from '@/features/estimates/browser';
import { inquiriesModule } from '@/features/inquiries/module';
import { createSchema, fieldErrors } from '@/kit/schemas';
import { firstMessages } from '@/lib/field-messages';
import type { z } from '@/lib/zod';
import { ATTRIBUTION_FIELDS, type Attribution, type AttributionField } from './attribution';
import { type FormValues, PUBLIC_INQUIRY_FIELDS, type PublicInquiryField } from './inquiry-form-fields';

/**
 * The public quote and contact forms' rules, in one place for the browser and the server: the
 * inquiry fields a visitor may send (never status or staff notes), checked exactly as the module
 * declares them. The API's `publicInquirySchema` extends this schema with the two spam traps, and the
 * forms check a visitor's input with it before sending, so both sides give the same messages.
 */
const publicFields = Object.fromEntries(
  [...PUBLIC_INQUIRY_FIELDS, ...ATTRIBUTION_FIELDS].map((name) => [name, inquiriesModule.fields[name]]),
) as Pick<(typeof inquiriesModule)['fields'], PublicInquiryField | AttributionField>;

/**
 * The fields of a public inquiry, as the API checks them (unknown fields refused): what the visitor
 * typed, where the visit came from (`attribution.ts`), which every form sends along, and the instant
 * estimate's configuration the visitor asked with: its answers only, the server works the range out.
 */
export const publicInquiryFieldsSchema = createSchema({ fields: publicFields }).extend({
  estimate: estimateConfigSchema.optional(),
});

export type PublicInquiryFields = z.infer<typeof publicInquiryFieldsSchema> & {
  estimate?: EstimateConfigInput;
};

export type InquiryCheck =
  | { ok: true; data: PublicInquiryFields }
  | { ok: false; errors: Partial<Record<PublicInquiryField, string>> };

/**
 * Checks a form's values with the API's schema; empty optional fields are left out. The answer's
 * errors are the first message of each field, in words, for the text next to the input.
 */
export function checkInquiryForm(values: FormValues): InquiryCheck {
  const input: Record<string, string> = {};
  for (const name of PUBLIC_INQUIRY_FIELDS) {
    const value = values[name];
    const required = inquiriesModule.fields[name].required === true;
    if (value !== undefined && (required || value.trim() !== '')) input[name] = value;
  }
  const parsed = publicInquiryFieldsSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: firstMessages(fieldErrors(parsed.error)) };
}

/** One field's message, for the check as the visitor leaves that field. */
export function fieldMessage(values: FormValues, name: PublicInquiryField): string | undefined {
  const check = checkInquiryForm(values);
  return check.ok ? undefined : check.errors[name];
}

/**
 * The visit's attribution a form sent along (added by the visit script as the form is sent), each
 * part kept only when it passes its field's check. Never a reason to refuse a visitor's request: the
 * visitor cannot see or fix these values, so a part that fails is left out (the API, whose callers
 * send them on purpose, refuses such a request instead).
 */
export function attributionOf(formData: Pick<FormData, 'get'>): Attribution {
  const attribution: Attribution = {};
  for (const name of ATTRIBUTION_FIELDS) {
    const value = formData.get(name);
    if (typeof value !== 'string' || value.trim() === '') continue;
    const parsed = publicInquiryFieldsSchema.shape[name].safeParse(value);
    if (parsed.success && typeof parsed.data === 'string') attribution[name] = parsed.data;
  }
  return attribution;
}
