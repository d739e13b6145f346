import 'server-only';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import { absoluteUrl } from '@/server/mail/templates/render-mail';
import { type SurveyMailKind, surveyVisitorMail } from '../mail/survey-visitor-mail';
import { surveyCalendar } from '../survey/ics';
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
  startsAt: string;
  endsAt: string;
  /** 0 when booked, +1 for every change since (the calendar file's SEQUENCE). */
  sequence: number;
  token: string;
}

/** One appointment's UID in every calendar file about it, so a change replaces the entry. */
export const surveyUid = (inquiryId: number, publicUrl: string) =>
  `survey-${inquiryId}@${new URL(publicUrl).hostname}`;

/** A typed address as a calendar location: no link or mail address can ride on it. */
const locationOf = (address: string | null) =>
  address
    ? address
        .replace(/[:/@\\<>]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 200)
    : null;

/** The `.ics` of an appointment, for the mail and for the confirmation page's download. */
export function surveyCalendarFile(
  appointment: Omit<SurveyAppointment, 'email' | 'token' | 'name'>,
  context: Pick<SurveyMailContext, 'brand' | 'publicUrl' | 'phone'>,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): string {
  return surveyCalendar({
    uid: surveyUid(appointment.inquiryId, context.publicUrl),
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    sequence: appointment.sequence,
    summary: `Free site survey: ${context.brand}`,
    location: locationOf(appointment.address),
    description: context.phone ? `Questions? Call ${context.phone}.` : null,
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
  const rendered = await surveyVisitorMail({
    kind,
    name: appointment.name,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    brand: context.brand,
    phone: context.phone,
    manageUrl: cancelled ? null : absoluteUrl(context.publicUrl, surveyPagePath(appointment.token)),
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
          filename: 'site-survey.ics',
          contentType: `text/calendar; charset=utf-8; method=${method}`,
          content: surveyCalendarFile(appointment, context, method),
        },
      ],
    },
    context.appSecret,
  );
}
