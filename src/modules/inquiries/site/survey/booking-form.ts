import 'server-only';
import { fieldErrors } from '@/kit/schemas';
import { strictEstimateConfigFromQuery } from '@/modules/estimates/estimate-query';
import { attributionOf } from '../../inquiry-form';
import { HONEYPOT_FIELD, STARTED_AT_FIELD, startedAtOf } from '../../inquiry-form-fields';
import { sentTooFast } from '../../server/public-inquiry';
import { type SurveyBookingInput, surveyBookingSchema } from '../../server/survey-booking';
import { BOOKING_FIELDS, type BookingField } from './survey-query';

export type BookingFormCheck =
  | { ok: true; input: SurveyBookingInput }
  | { ok: false; problems: BookingField[] }
  | { ok: false; tooFast: true };

const OPTIONAL = new Set(['postalCode']);

/**
 * A posted booking form checked with the API's own booking schema; empty optional fields are left
 * out. A form sent sooner than a person fills it in is not stored: the visitor is asked once more.
 */
export function checkBookingForm(form: FormData): BookingFormCheck {
  const input: Record<string, unknown> = {};
  for (const name of [...BOOKING_FIELDS, 'sourcePath']) {
    const value = form.get(name);
    if (typeof value !== 'string') continue;
    if (OPTIONAL.has(name) && value.trim() === '') continue;
    input[name] = value;
  }
  // Where the visit came from (the visit script adds it to the form), and the instant estimate's
  // answers the page attached: the server works the range out again. An estimate that is not
  // exactly such answers was not written by the page and is left out rather than losing the booking.
  Object.assign(input, attributionOf(form));
  const estimate = estimateOf(form);
  if (estimate) input.estimate = estimate;
  const website = form.get(HONEYPOT_FIELD);
  if (typeof website === 'string' && website !== '') input.website = website.slice(0, 500);
  const startedAt = startedAtOf(form.get(STARTED_AT_FIELD));
  if (sentTooFast(startedAt)) return { ok: false, tooFast: true };
  const parsed = surveyBookingSchema.safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data as SurveyBookingInput };
  const errors = fieldErrors(parsed.error);
  const problems = BOOKING_FIELDS.filter((name) => errors[name]);
  return { ok: false, problems: problems.length ? problems : ['name'] };
}

/** The estimate's answers attached to the form (`estimate`, as the estimate wrote them), if valid. */
export function estimateOf(form: FormData) {
  const sent = form.get('estimate');
  return typeof sent === 'string' && sent !== '' ? strictEstimateConfigFromQuery(sent) : null;
}
