import 'server-only';
import type { Logger } from 'pino';
import { quoteForInquiry } from '@/features/estimates';
import {
  type EstimateConfigInput,
  estimateConfigSchema,
  strictEstimateConfigFromQuery,
} from '@/features/estimates/browser';
import { siteFormSentTooFast } from '@/features/inquiries';
import { attributionOf, HONEYPOT_FIELD, STARTED_AT_FIELD, startedAtOf } from '@/features/inquiries/browser';
import { fieldErrors } from '@/kit/schemas';
import type { AppDependencies } from '@/server/api/context';
import { ApiError } from '@/server/api/errors';
import {
  type BookedSurvey,
  bookSurvey,
  type SurveyBookingInput,
  surveyBookingSchema,
} from '../server/survey-booking';
import { BOOKING_FIELDS, type BookingField, type BookingNotice } from './survey-query';

export type BookingFormCheck =
  | { ok: true; input: SurveyBookingInput; estimateNotKept?: string }
  | { ok: false; problems: BookingField[] }
  | { ok: false; tooFast: true };

const OPTIONAL = new Set(['postalCode', 'service']);

/** Why an estimate sent with the form that is not exactly the page's answers was left out. */
const NOT_THE_PAGES_ANSWERS = 'its answers were not the ones the estimate offers';

/**
 * A posted booking form checked with the API's own booking schema; empty optional fields are left
 * out. An estimate that does not fit (stale, tampered) never loses the booking: it is left out and
 * `estimateNotKept` says why. A form sent sooner than a person fills it in is not stored: the
 * visitor is asked once more.
 */
export function checkBookingForm(form: FormData): BookingFormCheck {
  const input: Record<string, unknown> = {};
  // `service`: what the page was opened for (a package, a service), sent along unseen; `locale`:
  // the page's language, kept as the lead's: its confirmation and private page follow it.
  for (const name of [...BOOKING_FIELDS, 'sourcePath', 'service']) {
    const value = form.get(name);
    if (typeof value !== 'string') continue;
    if (OPTIONAL.has(name) && value.trim() === '') continue;
    input[name] = value;
  }
  const language = form.get('locale');
  if (typeof language === 'string') input.language = language;
  // Where the visit came from (the visit script adds it to the form), and the instant estimate's
  // answers the page attached: the server works the range out again.
  Object.assign(input, attributionOf(form));
  const estimate = checkedEstimate(form);
  if ('config' in estimate) input.estimate = estimate.config;
  const website = form.get(HONEYPOT_FIELD);
  if (typeof website === 'string' && website !== '') input.website = website.slice(0, 500);
  const startedAt = startedAtOf(form.get(STARTED_AT_FIELD));
  if (siteFormSentTooFast(startedAt)) return { ok: false, tooFast: true };
  const parsed = surveyBookingSchema.safeParse(input);
  if (parsed.success) {
    const checked = { ok: true as const, input: parsed.data as SurveyBookingInput };
    return 'notKept' in estimate ? { ...checked, estimateNotKept: estimate.notKept } : checked;
  }
  const errors = fieldErrors(parsed.error);
  const problems = BOOKING_FIELDS.filter((name) => errors[name]);
  return { ok: false, problems: problems.length ? problems : ['name'] };
}

/** The estimate's answers attached to the form, checked by the API's schema; or why they were left out. */
function checkedEstimate(form: FormData) {
  const sent = form.get('estimate');
  if (typeof sent !== 'string' || sent === '') return {};
  const config = strictEstimateConfigFromQuery(sent);
  if (!config) return { notKept: NOT_THE_PAGES_ANSWERS };
  const parsed = estimateConfigSchema.safeParse(config);
  return parsed.success ? { config: parsed.data } : { notKept: parsed.error.issues[0].message };
}

/** The estimate's answers attached to the form (`estimate`, as the estimate wrote them), if well formed. */
export function estimateOf(form: FormData) {
  const sent = form.get('estimate');
  return typeof sent === 'string' && sent !== '' ? strictEstimateConfigFromQuery(sent) : null;
}

/** What became of a posted booking form: booked, or back to the step with the problem named. */
export type BookingFormOutcome =
  | { booked: BookedSurvey }
  | { problems?: BookingField[]; notice?: BookingNotice; keepSlot?: boolean };

/**
 * `POST /free-quote/book` behind its address: checks the form, leaves out an estimate the current
 * packages and rules no longer offer (a stale page, a tampered field), recording on the lead why,
 * and books exactly as `POST /api/survey-bookings` does.
 */
export async function submitBookingForm(
  deps: AppDependencies,
  form: FormData,
  clientIp: string,
  log: Logger = deps.logger,
): Promise<BookingFormOutcome> {
  const check = checkBookingForm(form);
  if (!check.ok) {
    return 'tooFast' in check
      ? { notice: 'again', keepSlot: true }
      : { problems: check.problems, keepSlot: true };
  }
  let { input } = check;
  let notKept = check.estimateNotKept;
  if (input.estimate) {
    try {
      await quoteForInquiry(await deps.database(), input.estimate as EstimateConfigInput);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 400)) throw error;
      notKept = error.errors?.estimate?.[0] ?? error.message;
      const { estimate: _left, ...rest } = input;
      input = rest;
    }
  }
  try {
    return { booked: await bookSurvey(deps, input, clientIp, log, { estimateNotKept: notKept }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { notice: 'taken' };
    if (error instanceof ApiError && error.status === 400) return { problems: ['surveyStartsAt'] };
    if (error instanceof ApiError && error.status === 429) return { notice: 'busy', keepSlot: true };
    log.error({ err: error }, 'survey booking failed');
    return { notice: 'failed', keepSlot: true };
  }
}
