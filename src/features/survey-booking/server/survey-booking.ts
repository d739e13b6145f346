import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import {
  type ClaimBooking,
  type ConfirmBooking,
  type PublicInquiryInput,
  publicInquirySchema,
  receivePublicInquiry,
} from '@/features/inquiries';
import { appointmentsBetween, readAvailability } from '@/features/survey-schedule';
import type { Availability } from '@/features/survey-schedule/browser';
import { freeSlotAt, type Slot, wallClockOf } from '@/features/survey-schedule/browser';
import { dateTimeText, safeText } from '@/lib/text-schemas';
import { z } from '@/lib/zod';
import { homepageSettings } from '@/modules/settings/homepage';
import type { AppDependencies } from '@/server/api/context';
import { ApiError, invalidInput } from '@/server/api/errors';
import type { Database } from '@/server/db/engine';
import { takeTurnsWith } from '@/server/db/locks';
import type { DatabaseSchema } from '@/server/db/schema';
import { readSettings } from '@/server/records/settings-store';
import { appointmentOf, type InquiryRow } from './survey-lookup';
import { queueSurveyMail, type SurveyMailContext } from './survey-mail';
import { surveyPagePath, surveyToken } from './survey-token';

/** Key of the PostgreSQL advisory lock that makes survey bookings and moves take turns. */
export const SURVEY_BOOKING_LOCK = 0x5ec0_b00c;

export const SLOT_TAKEN_MESSAGE =
  'Sorry, that time was just booked by someone else. Please pick another time.';
export const NOT_OFFERED_MESSAGE = 'Pick one of the free times shown.';
export const BOOKING_GONE_MESSAGE = 'This link no longer leads to a booked survey.';
const DEFAULT_MESSAGE = 'Booked a free site survey online.';

export const ADDRESS_NEEDED_MESSAGE = 'Enter the street address where we survey.';

/**
 * A booking is a public inquiry plus a time: the public inquiry's schema (whatever fields it has,
 * spam traps included), with the slot in place of a preferred date, the message optional, and the
 * street address required (a technician drives there).
 */
export const surveyBookingSchema = publicInquirySchema.omit({ preferredDate: true, message: true }).extend({
  message: safeText({ multiline: true }).trim().max(5000).optional(),
  address: safeText().trim().min(1, ADDRESS_NEEDED_MESSAGE).max(200),
  surveyStartsAt: dateTimeText('Pick a time for the survey'),
});

export const surveyMoveSchema = z.strictObject({
  surveyStartsAt: dateTimeText('Pick a time for the survey'),
});

/** The checked booking (the inquiry fields are typed loosely by the kit, the slot is ours). */
export type SurveyBookingInput = Omit<PublicInquiryInput, 'message' | 'preferredDate' | 'address'> & {
  message?: string;
  address: string;
  surveyStartsAt: string;
};

export interface BookedSurvey {
  id: number;
  token: string;
  managePath: string;
  startsAt: string;
  endsAt: string;
}

/** The business name and phone the survey mails and calendar files carry (Home page settings). */
export async function surveyContactOf(database: Database, publicUrl: string) {
  const { presented } = await readSettings(database, homepageSettings);
  const name = typeof presented.siteName === 'string' ? presented.siteName.trim() : '';
  const phone = typeof presented.phone === 'string' ? presented.phone.trim() : '';
  return { brand: name || new URL(publicUrl).host, phone: phone || null };
}

export async function mailContext(deps: AppDependencies, database: Database): Promise<SurveyMailContext> {
  return {
    ...(await surveyContactOf(database, deps.publicUrl)),
    publicUrl: deps.publicUrl,
    appSecret: await deps.authSecret(),
  };
}

/** The slot asked for, free inside the caller's serialised transaction, or a 409. */
export async function claimSlot(
  trx: Kysely<DatabaseSchema>,
  database: Database,
  availability: Availability,
  startsAt: string,
  except?: number,
): Promise<Slot> {
  await takeTurnsWith(trx, database.engine, SURVEY_BOOKING_LOCK);
  const day = wallClockOf(new Date(startsAt)).date;
  const booked = await appointmentsBetween(trx, day, day, except);
  const slot = freeSlotAt(startsAt, availability, booked, new Date());
  if (!slot) throw new ApiError(409, SLOT_TAKEN_MESSAGE, { surveyStartsAt: [SLOT_TAKEN_MESSAGE] });
  return slot;
}

/** The unique index on the start had the last word (a staff edit raced the check): the same 409. */
export async function slotTakenOnConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      throw new ApiError(409, SLOT_TAKEN_MESSAGE, { surveyStartsAt: [SLOT_TAKEN_MESSAGE] });
    }
    throw error;
  }
}

/**
 * The availability, read before the write's transaction (on SQLite a read outside it would wait for
 * it), once the time asked for is one the availability offers at all: a made-up, past or closed
 * time is bad input (400), not a clash.
 */
export async function offeredAvailability(database: Database, startsAt: string): Promise<Availability> {
  const availability = await readAvailability(database);
  if (!freeSlotAt(startsAt, availability, [], new Date())) {
    throw invalidInput({ surveyStartsAt: [NOT_OFFERED_MESSAGE] }, NOT_OFFERED_MESSAGE);
  }
  return availability;
}

/** What a slot writes on its inquiry: its start and end, and its Los Angeles day as the preferred date. */
export const slotFields = (slot: Slot) => ({
  surveyStartsAt: slot.startsAt,
  surveyEndsAt: slot.endsAt,
  preferredDate: wallClockOf(new Date(slot.startsAt)).date,
});

export type SlotFields = ReturnType<typeof slotFields>;

/**
 * A booking's claim, run first in the inquiry's transaction: the time asked for, free once the
 * bookings take turns (409 when it is taken), as the fields the inquiry is written with.
 */
export async function claimSurveyFields(
  trx: Transaction<DatabaseSchema>,
  database: Database,
  availability: Availability,
  startsAt: string,
): Promise<SlotFields> {
  return slotFields(await claimSlot(trx, database, availability, startsAt));
}

/** A booking's confirmation: the visitor's mail (with its calendar file), queued with the inquiry. */
export async function queueSurveyConfirmation(
  trx: Transaction<DatabaseSchema>,
  record: InquiryRow,
  context: SurveyMailContext,
): Promise<void> {
  await queueSurveyMail(trx, 'survey-confirmation', appointmentOf(record, 0, context.appSecret), context);
}

/**
 * Books a survey: the public inquiry's own path (rate limit, spam traps, staff notification, activity
 * log) with the slot claimed first in its transaction and the visitor's confirmation queued in it.
 */
export async function bookSurvey(
  deps: AppDependencies,
  input: SurveyBookingInput,
  clientIp: string,
  log?: Logger,
  /** Why the instant estimate sent with the booking was left out (the site's booking form). */
  { estimateNotKept }: { estimateNotKept?: string } = {},
): Promise<BookedSurvey> {
  const database = await deps.database();
  const availability = await offeredAvailability(database, input.surveyStartsAt);
  const context = await mailContext(deps, database);
  const { surveyStartsAt, message, ...rest } = input;
  let claimed: SlotFields | undefined;
  const claim: ClaimBooking = async (trx) => {
    claimed = await claimSurveyFields(trx, database, availability, surveyStartsAt);
    return claimed;
  };
  const confirm: ConfirmBooking = (trx, record) => queueSurveyConfirmation(trx, record, context);
  const received = await slotTakenOnConflict(() =>
    receivePublicInquiry(deps, { ...rest, message: message || DEFAULT_MESSAGE }, clientIp, log, {
      booking: { claim, confirm },
      estimateNotKept,
    }),
  );
  const token = surveyToken(received.id, context.appSecret);
  const endsAt =
    claimed?.surveyEndsAt ?? new Date(new Date(surveyStartsAt).getTime() + 3_600_000).toISOString();
  return { id: received.id, token, managePath: surveyPagePath(token), startsAt: surveyStartsAt, endsAt };
}
