import { DEFAULT_LOCALE, isLocale, type Locale } from '@/kit/locales';
import { SAME_SITE_PATH } from '@/lib/text-rules';

/**
 * What the quote and contact forms need on every page view, without the rules that check them
 * (`inquiry-form.ts`, which loads zod): the field names, the labels, the spam traps' names and the
 * reading of a submitted form. The form loads the rules when the visitor first types.
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

/** The names of the form's two spam traps (see `public-inquiry.ts`). */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'formStartedAt';
/** The signed "press send once more" of a form sent faster than a person types (autofill). */
export const CONFIRMATION_FIELD = 'formConfirmation';

/**
 * The hidden field every public form sends with the page's language (`en`, `es`): the answers and
 * messages come back in it, and the lead is kept in it (the e-mails to the visitor go out in it).
 */
export const LOCALE_FIELD = 'locale';

/** The language a form was sent in: its `locale` field when it names one of the site's, else English. */
export function localeOfForm(value: FormDataEntryValue | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A path on this site (`/free-quote?service=…`), never another site (`//evil.example`) or a scheme. */
export function isSameSitePath(value: string): boolean {
  return SAME_SITE_PATH.test(value) && value.length <= 300;
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

/** Epoch milliseconds, as the hidden field sends it; anything else counts as not sent. */
export function startedAtOf(value: FormDataEntryValue | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}
