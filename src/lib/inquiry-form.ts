import type { z } from '@/lib/zod';
import { inquiriesModule, PROPERTY_TYPES } from '@/modules/inquiries/module';
import { createSchema, fieldErrors } from '@/modules/kit/schemas';
import { firstMessages } from './field-messages';

/**
 * The public quote and contact forms' rules, in one place for the browser and the server: the
 * inquiry fields a visitor may send (never status or staff notes), checked exactly as the module
 * declares them. The API's `publicInquirySchema` extends this schema with the two spam traps, and the
 * forms check a visitor's input with it before sending, so both sides give the same messages.
 */
export const PUBLIC_INQUIRY_FIELDS = [
  'name',
  'email',
  'phone',
  'service',
  'propertyType',
  'message',
  'address',
  'postalCode',
  'preferredDate',
  'sourcePath',
] as const;

export type PublicInquiryField = (typeof PUBLIC_INQUIRY_FIELDS)[number];

const publicFields = Object.fromEntries(
  PUBLIC_INQUIRY_FIELDS.map((name) => [name, inquiriesModule.fields[name]]),
) as Pick<(typeof inquiriesModule)['fields'], PublicInquiryField>;

/** The fields of a public inquiry, as the API checks them (unknown fields refused). */
export const publicInquiryFieldsSchema = createSchema({ fields: publicFields });

export type PublicInquiryFields = z.infer<typeof publicInquiryFieldsSchema>;

/** What a person reads for each property type. */
export const PROPERTY_TYPE_LABELS: Record<(typeof PROPERTY_TYPES)[number], string> = {
  residential: 'Home',
  commercial: 'Business or shop',
  industrial: 'Industrial or warehouse',
  multifamily: 'Apartment or condo building',
  other: 'Something else',
};

export { PROPERTY_TYPES };

/** The names of the form's two spam traps (see `public-inquiry.ts`). */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'formStartedAt';

/** A path on this site (`/free-quote?service=…`), never another site (`//evil.example`) or a scheme. */
export function isSameSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 300;
}

/** The visitor's typed values, by field name: what a form shows again after a failed submission. */
export type FormValues = Partial<Record<PublicInquiryField, string>>;

/** The typed values of a submitted form (FormData or any `[name, value]` list); files are ignored. */
export function formValuesOf(entries: Iterable<[string, FormDataEntryValue]>): FormValues {
  const values: FormValues = {};
  const known = new Set<string>(PUBLIC_INQUIRY_FIELDS);
  for (const [name, value] of entries) {
    if (known.has(name) && typeof value === 'string') values[name as PublicInquiryField] = value;
  }
  return values;
}

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

/** Epoch milliseconds, as the hidden field sends it; anything else counts as not sent. */
export function startedAtOf(value: FormDataEntryValue | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}
