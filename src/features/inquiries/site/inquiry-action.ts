'use server';

import { headers } from 'next/headers';
import { env } from '@/env';
import { strictEstimateConfigFromQuery } from '@/features/estimates/browser';
import { attributionOf, checkInquiryForm } from '@/features/inquiries/inquiry-form';
import {
  CONFIRMATION_FIELD,
  formValuesOf,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  localeOfForm,
  STARTED_AT_FIELD,
  startedAtOf,
} from '@/features/inquiries/inquiry-form-fields';
import {
  isFastFormConfirmed,
  issueFastFormConfirmation,
} from '@/features/inquiries/server/fast-form-confirmation';
import { receivePublicInquiry, siteFormSentTooFast } from '@/features/inquiries/server/public-inquiry';
import { dayLabel, surveyDayOf } from '@/features/survey-schedule/browser';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { businessToday } from '@/lib/calendar-dates';
import { phoneForDisplay } from '@/lib/phone-link';
import { homepageSettings } from '@/modules/settings/homepage';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { clientIpFrom } from '@/server/api/client-ip';
import { ApiError } from '@/server/api/errors';
import { serverDependencies } from '@/server/api/runtime';
import { readSettings } from '@/server/records/settings-store';
import { callBackTime } from './call-back-time';
import type { InquiryFormState } from './inquiry-state';
import { INQUIRY_WORDS } from './words';

/** The quote form's hidden field with the instant estimate's answers (`EstimateCalculator`). */
const ESTIMATE_FIELD = 'estimate';

/** `2030-06-14` as "Friday, June 14, 2030" (`viernes, 14 de junio de 2030`); null when no such day. */
function calendarDayText(date: string, locale: Locale): string | null {
  const english = surveyDayOf(date);
  return english === null || locale === DEFAULT_LOCALE ? english : dayLabel(date, locale);
}

/**
 * Why a preferred day was refused, in the page's language: the server says it in English (a day
 * before today has passed, any other is one we are closed).
 */
function dayMessage(english: string, day: string, locale: Locale): string {
  const text = calendarDayText(day, locale);
  const { dayPast, dayClosed } = INQUIRY_WORDS[locale].action;
  if (!text || !dayPast || !dayClosed) return english;
  return day < businessToday() ? dayPast(text) : dayClosed(text);
}

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
  // The page's language, which the form sends along: the answers and messages are in it.
  const locale = localeOfForm(formData.get(LOCALE_FIELD));
  const words = INQUIRY_WORDS[locale];
  const values = formValuesOf(formData.entries());
  const check = checkInquiryForm(values, locale);
  if (!check.ok) return { status: 'invalid', values, errors: check.errors };
  // The instant estimate's answers, as the estimate above the form wrote them: the range is worked
  // out again on our side. A field that is not exactly such answers was not written by the page.
  const sentEstimate = formData.get(ESTIMATE_FIELD);
  const estimate =
    typeof sentEstimate === 'string' && sentEstimate !== ''
      ? strictEstimateConfigFromQuery(sentEstimate)
      : undefined;
  if (estimate === null) return { status: 'refused', values, message: words.action.estimateRefused };
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
        // The language the visitor used: the auto-reply goes out in it.
        language: locale,
        ...(estimate ? { estimate } : {}),
        ...attributionOf(formData),
        website: typeof website === 'string' ? website.slice(0, 500) : undefined,
        formStartedAt: confirmed ? undefined : formStartedAt,
      },
      clientIpFrom(await headers(), env.TRUST_PROXY),
    );
  } catch (error) {
    const dayProblem = error instanceof ApiError && error.status === 400 && error.errors?.preferredDate?.[0];
    if (dayProblem) {
      const day = String(check.data.preferredDate ?? '');
      return { status: 'invalid', values, errors: { preferredDate: dayMessage(dayProblem, day, locale) } };
    }
    if (error instanceof ApiError && error.status === 400 && error.errors?.estimate) {
      return { status: 'refused', values, message: words.action.estimateRefused };
    }
    if (error instanceof ApiError && error.status === 429) {
      return { status: 'refused', values, message: words.action.tooMany };
    }
    deps.logger.error({ err: error }, 'public inquiry failed');
    return { status: 'refused', values, message: words.action.failed };
  }
  const { name, phone, email, preferredDate } = check.data;
  const { presented } = await readSettings(await deps.database(), homepageSettings);
  return {
    status: 'sent',
    name: String(name ?? '').trim(),
    reply: phone ? { by: 'phone', to: phoneForDisplay(String(phone)) } : { by: 'email', to: String(email) },
    callBack: callBackTime(
      typeof presented.businessHours === 'string' ? presented.businessHours : null,
      new Date(),
      words.callBack,
    ),
    surveyDay: preferredDate ? calendarDayText(String(preferredDate), locale) : null,
  };
}
