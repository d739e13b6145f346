import { type EstimateConfigInput, estimateConfigSchema } from '@/features/estimates/browser';
import { inquiriesModule } from '@/features/inquiries/module';
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from '@/kit/locales';
import { createSchema, fieldErrors } from '@/kit/schemas';
import { firstMessages } from '@/lib/field-messages';
import { SINGLE_LINE_ONLY, TEXT_NOT_ALLOWED } from '@/lib/text-rules';
import type { z } from '@/lib/zod';
import { ATTRIBUTION_FIELDS, type Attribution, type AttributionField } from './attribution';
import { type FormValues, PUBLIC_INQUIRY_FIELDS, type PublicInquiryField } from './inquiry-form-fields';

/** The language of the page a form was sent from: the visitor's mails go out in it. */
const LEAD_LANGUAGE_FIELD = 'language' as const;

/**
 * The public quote and contact forms' rules, in one place for the browser and the server: the
 * inquiry fields a visitor may send (never status or staff notes), checked exactly as the module
 * declares them. The API's `publicInquirySchema` extends this schema with the two spam traps, and the
 * forms check a visitor's input with it before sending, so both sides give the same messages.
 */
const publicFields = Object.fromEntries(
  [...PUBLIC_INQUIRY_FIELDS, ...ATTRIBUTION_FIELDS, LEAD_LANGUAGE_FIELD].map((name) => [
    name,
    inquiriesModule.fields[name],
  ]),
) as Pick<
  (typeof inquiriesModule)['fields'],
  PublicInquiryField | AttributionField | typeof LEAD_LANGUAGE_FIELD
>;

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
 * What a visitor reads next to a field in a language other than English (the API's own messages,
 * which staff and the English forms read, stay the schema's): said per field, by the kind of problem.
 */
interface VisitorMessages {
  /** The field as the subject of "… is too long". */
  nouns: Record<PublicInquiryField, string>;
  required: Partial<Record<PublicInquiryField, string>>;
  invalid: Partial<Record<PublicInquiryField, string>>;
  tooLong: (noun: string, max: number) => string;
  anyRequired: string;
  anyInvalid: string;
  notAllowed: string;
  singleLine: string;
}

const VISITOR_MESSAGES: Record<TranslatedLocale, VisitorMessages> = {
  es: {
    nouns: {
      name: 'Su nombre',
      email: 'El correo electrónico',
      phone: 'El teléfono',
      service: 'El servicio',
      propertyType: 'El tipo de propiedad',
      message: 'El mensaje',
      address: 'La dirección',
      postalCode: 'El código postal',
      preferredDate: 'La fecha',
      sourcePath: 'La página',
    },
    required: {
      name: 'Escriba su nombre',
      email: 'Escriba su correo electrónico',
      message: 'Escriba su mensaje',
    },
    invalid: {
      email: 'Escriba un correo electrónico válido',
      phone: 'Escriba un número de teléfono válido',
      postalCode: 'Escriba un código postal de 5 dígitos',
      service: 'Elija una de las opciones',
      propertyType: 'Elija uno de los tipos de propiedad',
      preferredDate: 'Elija una fecha válida',
      sourcePath: 'Vuelva a cargar la página e inténtelo de nuevo',
    },
    tooLong: (noun, max) => `${noun} admite como máximo ${max} caracteres`,
    anyRequired: 'Este campo es obligatorio',
    anyInvalid: 'Revise este campo',
    notAllowed: 'Contiene un carácter que no se permite',
    singleLine: 'Escríbalo en una sola línea',
  },
};

/** The first problem of each field, in the words of `locale` (not English). */
function visitorMessages(
  error: z.ZodError,
  locale: TranslatedLocale,
): Partial<Record<PublicInquiryField, string>> {
  const words = VISITOR_MESSAGES[locale];
  const errors: Partial<Record<PublicInquiryField, string>> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '') as PublicInquiryField;
    if (!(name in words.nouns) || errors[name]) continue;
    const definition = inquiriesModule.fields[name] as { max?: number };
    if (issue.message === TEXT_NOT_ALLOWED) errors[name] = words.notAllowed;
    else if (issue.message === SINGLE_LINE_ONLY) errors[name] = words.singleLine;
    else if (issue.code === 'invalid_type' || issue.code === 'too_small')
      errors[name] = words.required[name] ?? words.anyRequired;
    else if (issue.code === 'too_big' && definition.max !== undefined)
      errors[name] = words.tooLong(words.nouns[name], definition.max);
    else errors[name] = words.invalid[name] ?? words.anyInvalid;
  }
  return errors;
}

/**
 * Checks a form's values with the API's schema; empty optional fields are left out. The answer's
 * errors are the first message of each field, in words, for the text next to the input: the API's
 * own in English, the visitor's language's otherwise.
 */
export function checkInquiryForm(values: FormValues, locale: Locale = DEFAULT_LOCALE): InquiryCheck {
  const input: Record<string, string> = {};
  for (const name of PUBLIC_INQUIRY_FIELDS) {
    const value = values[name];
    const required = inquiriesModule.fields[name].required === true;
    if (value !== undefined && (required || value.trim() !== '')) input[name] = value;
  }
  const parsed = publicInquiryFieldsSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  if (locale !== DEFAULT_LOCALE) return { ok: false, errors: visitorMessages(parsed.error, locale) };
  return { ok: false, errors: firstMessages(fieldErrors(parsed.error)) };
}

/** One field's message, for the check as the visitor leaves that field. */
export function fieldMessage(
  values: FormValues,
  name: PublicInquiryField,
  locale: Locale = DEFAULT_LOCALE,
): string | undefined {
  const check = checkInquiryForm(values, locale);
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
