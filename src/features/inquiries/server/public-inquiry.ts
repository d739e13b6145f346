import 'server-only';
import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import { quoteForInquiry } from '@/features/estimates';
import { type PublicInquiryFields, publicInquiryFieldsSchema } from '@/features/inquiries/inquiry-form';
import { isSameSitePath } from '@/features/inquiries/inquiry-form-fields';
import { inquiriesModule } from '@/features/inquiries/module';
import type { RecordOfModule } from '@/kit/define-module';
import { safeText } from '@/lib/text-schemas';
import { z } from '@/lib/zod';
import { recordActivity } from '@/server/activity-log/record';
import type { ApiEnv, AppDependencies } from '@/server/api/context';
import { rateLimitsOf } from '@/server/api/form-rate-limits';
import { readJson } from '@/server/api/read-json';
import type { DatabaseSchema } from '@/server/db/schema';
import { startMailWorker } from '@/server/mail/worker';
import { writeRecord } from '@/server/records/repository';
import { recordEstimateNotKept } from './estimate-not-kept';
import { inquiryMailSettings, queueInquiryMail } from './inquiry-mail';
import { checkPreferredDay } from './preferred-day';
import { repeatedInquiry } from './repeated-inquiry';

/** A person needs longer than this to fill in the form; a faster submission is a bot's. */
const MIN_FILL_MILLISECONDS = 3_000;

export const PUBLIC_INQUIRY_ANSWER = {
  success: true,
  message:
    'Thank you! We received your request and will call or write back during our opening hours, usually within one business hour.',
} as const;

/**
 * What a visitor may send: the form's fields (the schema the forms check with, see
 * `src/features/inquiries/inquiry-form.ts`) and the two spam traps.
 */
export const publicInquirySchema = publicInquiryFieldsSchema.extend({
  /** Hidden from people by the form; anything in it marks a bot. */
  website: safeText({ multiline: true }).max(500).optional(),
  /** Epoch milliseconds when the form was shown. */
  formStartedAt: z.number().int().nonnegative().optional(),
});

export interface SpamTraps {
  website?: string;
  formStartedAt?: number;
}

export type PublicInquiryInput = PublicInquiryFields & SpamTraps;

/**
 * Run first in the write's transaction of a survey booking (`survey-booking.ts`): claims the booked
 * time (409 when it is taken) and answers the fields of the appointment the inquiry is written with.
 */
export type ClaimBooking = (trx: Transaction<DatabaseSchema>) => Promise<Record<string, unknown>>;

/** Queues the visitor's confirmation of a survey booking with the inquiry, in the same transaction. */
export type ConfirmBooking = (
  trx: Transaction<DatabaseSchema>,
  record: RecordOfModule<typeof inquiriesModule>,
) => Promise<void>;

/** What the site adds to a received inquiry beside the visitor's fields. */
export interface InquiryExtras {
  /** A survey booking's two steps: a spam booking holds no slot and is never e-mailed. */
  booking?: { claim: ClaimBooking; confirm: ConfirmBooking };
  /** Why the instant estimate sent with it was left out (`estimate-not-kept.ts`). */
  estimateNotKept?: string;
}

export interface ReceivedInquiry {
  id: number;
  spam: boolean;
}

/** Whether a form was sent sooner after it was shown than a person types it. */
export function sentTooFast(formStartedAt: number | undefined, now = Date.now()): boolean {
  return formStartedAt !== undefined && now - formStartedAt < MIN_FILL_MILLISECONDS;
}

/**
 * Whether a form from the site's own pages, which always carry the moment they were shown, is sent
 * back to be sent once more: under 3 seconds after that moment, or with the moment missing or
 * unreadable (a post made up without the page). The API's own callers may leave it out.
 */
export function siteFormSentTooFast(formStartedAt: number | undefined, now = Date.now()): boolean {
  return formStartedAt === undefined || sentTooFast(formStartedAt, now);
}

export function looksLikeSpam(input: SpamTraps, now = Date.now()): boolean {
  if (input.website && input.website.trim() !== '') return true;
  return sentTooFast(input.formStartedAt, now);
}

/**
 * Receives one checked public inquiry, from the API or from the site's own forms alike: counts it
 * against the client IP's hourly allowance (429 past it), stores it (as `spam` when a trap caught
 * it: the caller answers the same either way; the same request sent again within half an hour is
 * answered with the one stored, and nothing is written or sent), with why an estimate sent with it was not kept,
 * logs the activity and, for a real one, queues the e-mails to staff (and the visitor's auto-reply)
 * in the same transaction, then wakes the mail worker.
 */
export async function receivePublicInquiry(
  deps: AppDependencies,
  input: PublicInquiryInput,
  clientIp: string,
  log: Logger = deps.logger,
  { booking, estimateNotKept }: InquiryExtras = {},
): Promise<ReceivedInquiry> {
  await (await rateLimitsOf(deps)).consumePublicForm(clientIp);
  const { website, formStartedAt, estimate: config, ...fields } = input;
  // The page a form was sent from: kept only when it is a path on this site.
  const sourcePath =
    typeof fields.sourcePath === 'string' && isSameSitePath(fields.sourcePath) ? fields.sourcePath : null;
  const spam = looksLikeSpam({ website, formStartedAt });
  const database = await deps.database();
  if (typeof fields.preferredDate === 'string' && fields.preferredDate) {
    await checkPreferredDay(database, fields.preferredDate);
  }
  // The range is worked out here from the answers, never taken from the browser.
  const estimate = config ? await quoteForInquiry(database, config) : [];
  // A request with an estimate is for the property the estimate was worked out for.
  const propertyType = fields.propertyType ?? config?.propertyType ?? null;
  const mailSettings = spam ? null : await inquiryMailSettings(database, deps.publicUrl);
  let mailQueued = false;
  const booked = booking && !spam ? booking : undefined;
  const received = await database.db.transaction().execute(async (trx) => {
    // Sent again as it was (a reload, a second press): the request already stored stands for it.
    const repeated = booking ? null : await repeatedInquiry(trx, database.engine, fields);
    if (repeated) return { ...repeated, repeated: true };
    const bookedFields = await booked?.claim(trx);
    const { record } = await writeRecord(
      // An inquiry refers to no other record: the write needs no other module's table.
      { database, trx, registry: { modules: [inquiriesModule] } },
      inquiriesModule,
      { ...fields, ...bookedFields, propertyType, estimate, sourcePath, status: spam ? 'spam' : 'new' },
      'create',
    );
    if (estimateNotKept) await recordEstimateNotKept(trx, record.id, estimateNotKept);
    await recordActivity(trx, {
      userId: null,
      module: inquiriesModule.key,
      recordId: record.id,
      action: spam ? 'create-spam' : 'create-public',
      ip: clientIp,
    });
    if (mailSettings) {
      // A booked survey's visitor gets its confirmation in place of the general auto-reply.
      await queueInquiryMail(trx, record, mailSettings, deps.publicUrl, { autoReply: !booked });
      await booked?.confirm(trx, record);
      mailQueued = true;
    }
    return { id: record.id, spam, repeated: false };
  });
  if (received.repeated) {
    log.info({ inquiryId: received.id }, 'public inquiry sent again: the one received before stands');
    return { id: received.id, spam: received.spam };
  }
  if (mailQueued) startMailWorker(deps);
  log.info({ spam, booked: Boolean(booked) }, 'public inquiry received');
  return { id: received.id, spam };
}

/**
 * `POST /api/inquiries` without a token: the quote and contact forms. Spam gets the same answer as a
 * real request and is stored as `spam`, never e-mailed; a real one e-mails staff (and the visitor,
 * if auto-replies are on) through the outbox, committed with the inquiry.
 */
export async function createPublicInquiry(c: Context<ApiEnv>): Promise<Response> {
  const input = await readJson(c, publicInquirySchema);
  await receivePublicInquiry(c.get('deps'), input, c.get('clientIp'), c.get('log'));
  return c.json(PUBLIC_INQUIRY_ANSWER, 201);
}
