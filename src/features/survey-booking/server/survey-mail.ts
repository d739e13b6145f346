import 'server-only';
import type { Kysely } from 'kysely';
import { type SurveyMailKind, surveyVisitorMail } from '@/features/survey-schedule';
import { surveyCalendar } from '@/features/survey-schedule/browser';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import type { DatabaseSchema } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import { absoluteUrl } from '@/server/mail/templates/render-mail';
import { localePath } from '@/site/locale-path';
import { SURVEY_BOOKING_STEP_PATH } from '../site/survey-query';
import { surveyPagePath } from './survey-token';

export interface SurveyMailContext {
  brand: string;
  phone: string | null;
  publicUrl: string;
  appSecret: Uint8Array;
}

export interface SurveyAppointment {
  inquiryId: number;
  name: string;
  email: string;
  address: string | null;
  postalCode?: string | null;
  startsAt: string;
  endsAt: string;
  /** 0 when booked, +1 for every change since (the calendar file's SEQUENCE). */
  sequence: number;
  token: string;
  /** The language the visitor booked in: their mails, calendar entry and private page. */
  locale?: Locale;
}

/** One appointment's UID in every calendar file about it, so a change replaces the entry. */
export const surveyUid = (inquiryId: number, publicUrl: string) =>
  `survey-${inquiryId}@${new URL(publicUrl).hostname}`;

/** The longest calendar location: a street address, unit, city and ZIP fit many times over. */
const MAX_LOCATION_CHARACTERS = 200;
/** Control and invisible characters (line breaks, bidi overrides, zero widths) and unassigned ones. */
const INVISIBLE = /\p{C}+/gu;
/** A word that is, or holds, a web address: a scheme, `www.`, or a dot between a name and letters. */
const WEB_ADDRESS_WORD = /\S*(?::\/\/|www\.|[\p{L}\p{N}-]\.\p{L}{2,})\S*/giu;
/** What a street address is written with: letters of any language, digits and common punctuation. */
const NOT_OF_AN_ADDRESS = /[^\p{L}\p{M}\p{N} .,#'&()/-]+/gu;
/** A slash is kept in a number (`123 1/2 Main St`) only. */
const SLASH_OUTSIDE_A_FRACTION = /(?<!\p{N})\/|\/(?!\p{N})/gu;

/**
 * A typed address and ZIP code as a calendar location (a map app finds the house by both): mailed
 * to an address nobody verified, so only what a street address is written with is kept. No link,
 * mail address, markup, line break or hidden character can ride on it, and it is one short line.
 */
export const surveyLocationOf = (address: string | null, postalCode?: string | null) => {
  const location = [address, postalCode]
    .filter(Boolean)
    .join(', ')
    .replace(INVISIBLE, ' ')
    .replace(WEB_ADDRESS_WORD, ' ')
    .replace(NOT_OF_AN_ADDRESS, ' ')
    .replace(SLASH_OUTSIDE_A_FRACTION, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.-]+|[\s,-]+$/g, '')
    .replace(/(?: ,)+/g, ',');
  return Array.from(location).slice(0, MAX_LOCATION_CHARACTERS).join('').trim() || null;
};

type CalendarAppointment = Omit<SurveyAppointment, 'email' | 'token' | 'name'>;
type CalendarContext = Pick<SurveyMailContext, 'brand' | 'publicUrl' | 'phone'>;

const EVENT_WORDS: Record<
  Locale,
  { summary: (brand: string) => string; questions: (phone: string) => string; fileName: string }
> = {
  en: {
    summary: (brand) => `Free site survey: ${brand}`,
    questions: (phone) => `Questions? Call ${phone}.`,
    fileName: 'site-survey.ics',
  },
  es: {
    summary: (brand) => `Visita gratuita al sitio: ${brand}`,
    questions: (phone) => `¿Preguntas? Llame al ${phone}.`,
    fileName: 'visita-al-sitio.ics',
  },
};

/** The name a survey's calendar file is saved under, in the language it was booked in. */
export const surveyCalendarFileName = (locale: Locale | null | undefined) =>
  EVENT_WORDS[locale ?? DEFAULT_LOCALE].fileName;

/** What every calendar entry of a survey says, in the visitor's language: the `.ics`, and the Google and Outlook links. */
export function surveyEventText(appointment: CalendarAppointment, context: CalendarContext) {
  const words = EVENT_WORDS[appointment.locale ?? DEFAULT_LOCALE];
  return {
    summary: words.summary(context.brand),
    location: surveyLocationOf(appointment.address, appointment.postalCode),
    description: context.phone ? words.questions(context.phone) : null,
  };
}

/** The `.ics` of an appointment, for the mail and for the confirmation page's download. */
export function surveyCalendarFile(
  appointment: CalendarAppointment,
  context: CalendarContext,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): string {
  return surveyCalendar({
    uid: surveyUid(appointment.inquiryId, context.publicUrl),
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    sequence: appointment.sequence,
    ...surveyEventText(appointment, context),
    method,
  });
}

/**
 * Queues the visitor's mail about their survey in the caller's transaction, with its calendar file:
 * the booking, a new time (same UID, higher SEQUENCE) or the cancellation (`METHOD:CANCEL`). The
 * first two hold the private link, so their bodies wait sealed with the site's key.
 */
export async function queueSurveyMail(
  trx: Kysely<DatabaseSchema>,
  kind: SurveyMailKind,
  appointment: SurveyAppointment,
  context: SurveyMailContext,
) {
  const cancelled = kind === 'survey-cancelled';
  const locale = appointment.locale ?? DEFAULT_LOCALE;
  const rendered = await surveyVisitorMail({
    kind,
    locale,
    name: appointment.name,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    brand: context.brand,
    phone: context.phone,
    manageUrl: cancelled
      ? null
      : absoluteUrl(context.publicUrl, localePath(surveyPagePath(appointment.token), locale)),
    bookUrl: cancelled ? absoluteUrl(context.publicUrl, localePath(SURVEY_BOOKING_STEP_PATH, locale)) : null,
  });
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  await enqueueMail(
    trx,
    {
      kind,
      to: appointment.email,
      ...rendered,
      related: { module: 'inquiries', id: appointment.inquiryId },
      attachments: [
        {
          filename: surveyCalendarFileName(locale),
          contentType: `text/calendar; charset=utf-8; method=${method}`,
          content: surveyCalendarFile(appointment, context, method),
        },
      ],
    },
    context.appSecret,
  );
}
