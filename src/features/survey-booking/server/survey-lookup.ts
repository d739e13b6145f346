import 'server-only';
import type { Kysely } from 'kysely';
import { leadTables } from '@/features/inquiries';
import { inquiriesModule } from '@/features/inquiries/browser';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import type { AppDependencies } from '@/server/api/context';
import type { DatabaseSchema } from '@/server/db/schema';
import { decodeTimestamp } from '@/server/db/values';
import type { SurveyAppointment } from './survey-mail';
import { inquiryIdOfToken, surveyToken } from './survey-token';

export type InquiryRow = {
  id: number;
  name: string;
  email: string;
  address: string | null;
  postalCode?: string | null;
  surveyStartsAt: string | Date | null;
  surveyEndsAt: string | Date | null;
  staffNotes?: string | null;
  /** The language the visitor booked in; absent, English. */
  language?: Locale | null;
};

export function appointmentOf(row: InquiryRow, sequence: number, secret: Uint8Array): SurveyAppointment {
  return {
    inquiryId: row.id,
    name: row.name,
    email: row.email,
    address: row.address,
    postalCode: row.postalCode ?? null,
    startsAt: decodeTimestamp(row.surveyStartsAt)!,
    endsAt: decodeTimestamp(row.surveyEndsAt ?? row.surveyStartsAt)!,
    sequence,
    token: surveyToken(row.id, secret),
    locale: row.language ?? DEFAULT_LOCALE,
  };
}

/** How often a survey changed since it was booked: the SEQUENCE of its next calendar file. */
async function changesOf(db: Kysely<DatabaseSchema>, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('activity_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('module', '=', inquiriesModule.key)
    .where('recordId', '=', id)
    .where('action', 'in', ['survey-rescheduled', 'survey-cancelled'])
    .executeTakeFirstOrThrow();
  return Number(count);
}

export interface SurveyView extends SurveyAppointment {
  postalCode: string | null;
  phone: string | null;
}

/** What a private link leads to: the survey to come, one that took place, or one cancelled. */
export type SurveyLink =
  | { state: 'booked'; survey: SurveyView }
  | { state: 'past'; survey: SurveyView }
  | { state: 'cancelled'; name: string };

/**
 * What a private link names: a token this site signed, of an inquiry that is not spam and has a
 * survey, to come, past or cancelled. Any made-up token answers null (404).
 */
export async function surveyLinkOf(
  deps: AppDependencies,
  token: string,
  db?: Kysely<DatabaseSchema>,
): Promise<SurveyLink | null> {
  const secret = await deps.authSecret();
  const id = inquiryIdOfToken(token, secret);
  if (id === null) return null;
  const executor = db ?? (await deps.database()).db;
  const row = await leadTables(executor)
    .selectFrom('inquiries')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'address',
      'postalCode',
      'status',
      'surveyStartsAt',
      'surveyEndsAt',
      'surveyCancelledAt',
      'staffNotes',
      'language',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.status === 'spam') return null;
  if (row.surveyCancelledAt) return { state: 'cancelled', name: row.name };
  if (!row.surveyStartsAt) return null;
  const survey: SurveyView = {
    ...appointmentOf(row, await changesOf(executor, id), secret),
    postalCode: row.postalCode,
    phone: row.phone,
  };
  return { state: new Date(row.surveyStartsAt).getTime() <= Date.now() ? 'past' : 'booked', survey };
}

/**
 * The booked survey a private link names, still to come: a cancelled, past or spam one, or any
 * made-up token, answers null (404).
 */
export async function surveyOfToken(
  deps: AppDependencies,
  token: string,
  db?: Kysely<DatabaseSchema>,
): Promise<SurveyView | null> {
  const link = await surveyLinkOf(deps, token, db);
  return link?.state === 'booked' ? link.survey : null;
}
