'use server';

import { headers } from 'next/headers';
import { env } from '@/env';
import { strictEstimateConfigFromQuery } from '@/features/estimates/browser';
import { attributionOf, checkInquiryForm } from '@/features/inquiries/inquiry-form';
import {
  CONFIRMATION_FIELD,
  formValuesOf,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  startedAtOf,
} from '@/features/inquiries/inquiry-form-fields';
import {
  isFastFormConfirmed,
  issueFastFormConfirmation,
} from '@/features/inquiries/server/fast-form-confirmation';
import { receivePublicInquiry, siteFormSentTooFast } from '@/features/inquiries/server/public-inquiry';
import { surveyDayOf } from '@/features/survey-schedule/browser';
import { homepageSettings } from '@/modules/settings/homepage';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { clientIpFrom } from '@/server/api/client-ip';
import { ApiError } from '@/server/api/errors';
import { serverDependencies } from '@/server/api/runtime';
import { readSettings } from '@/server/records/settings-store';
import { callBackTime } from './call-back-time';
import type { InquiryFormState } from './inquiry-state';

/** The quote form's hidden field with the instant estimate's answers (`EstimateCalculator`). */
const ESTIMATE_FIELD = 'estimate';
const ESTIMATE_REFUSED =
  'The estimate above no longer matches our current prices. Please check its answers and send your request again.';

/**
 * The quote and contact forms' action, with or without JavaScript in the browser: checks the fields
 * with the API's own schema, then stores the inquiry exactly as `POST /api/inquiries` does (same
 * rate limit of the client IP, same honeypot, same e-mails and activity log). A form sent faster
 * than a person types is not taken for spam here: the visitor is asked to press send once more
 * (someone whose browser filled the form in loses one click, a bot that posts once gets nowhere).
 */
export async function sendInquiry(
  _previous: InquiryFormState,
  formData: FormData,
): Promise<InquiryFormState> {
  const values = formValuesOf(formData.entries());
  const check = checkInquiryForm(values);
  if (!check.ok) return { status: 'invalid', values, errors: check.errors };
  // The instant estimate's answers, as the estimate above the form wrote them: the range is worked
  // out again on our side. A field that is not exactly such answers was not written by the page.
  const sentEstimate = formData.get(ESTIMATE_FIELD);
  const estimate =
    typeof sentEstimate === 'string' && sentEstimate !== ''
      ? strictEstimateConfigFromQuery(sentEstimate)
      : undefined;
  if (estimate === null) return { status: 'refused', values, message: ESTIMATE_REFUSED };
  const website = formData.get(HONEYPOT_FIELD);
  const deps = serverDependencies(settingsForMail);
  const secret = await deps.authSecret();
  const confirmed = isFastFormConfirmed(formData.get(CONFIRMATION_FIELD), secret);
  const formStartedAt = startedAtOf(formData.get(STARTED_AT_FIELD));
  if (!confirmed && siteFormSentTooFast(formStartedAt)) {
    return { status: 'confirm', values, confirmation: issueFastFormConfirmation(secret) };
  }
  try {
    await receivePublicInquiry(
      deps,
      {
        ...check.data,
        ...(estimate ? { estimate } : {}),
        ...attributionOf(formData),
        website: typeof website === 'string' ? website.slice(0, 500) : undefined,
        formStartedAt: confirmed ? undefined : formStartedAt,
      },
      clientIpFrom(await headers(), env.TRUST_PROXY),
    );
  } catch (error) {
    const dayProblem = error instanceof ApiError && error.status === 400 && error.errors?.preferredDate?.[0];
    if (dayProblem) return { status: 'invalid', values, errors: { preferredDate: dayProblem } };
    if (error instanceof ApiError && error.status === 400 && error.errors?.estimate) {
      return { status: 'refused', values, message: ESTIMATE_REFUSED };
    }
    if (error instanceof ApiError && error.status === 429) {
      return {
        status: 'refused',
        values,
        message:
          'We received several requests from your connection in the last hour. Please call us, or try again later.',
      };
    }
    deps.logger.error({ err: error }, 'public inquiry failed');
    return {
      status: 'refused',
      values,
      message:
        'Something went wrong on our side and your request was not sent. Please try again, or call us.',
    };
  }
  const { name, phone, email, preferredDate } = check.data;
  const { presented } = await readSettings(await deps.database(), homepageSettings);
  return {
    status: 'sent',
    name: String(name ?? '').trim(),
    reply: phone ? { by: 'phone', to: String(phone) } : { by: 'email', to: String(email) },
    callBack: callBackTime(typeof presented.businessHours === 'string' ? presented.businessHours : null),
    surveyDay: preferredDate ? surveyDayOf(String(preferredDate)) : null,
  };
}
