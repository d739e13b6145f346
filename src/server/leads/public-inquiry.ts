import 'server-only';
import type { Context } from 'hono';
import { z } from 'zod';
import { inquiriesModule } from '@/modules/inquiries/module';
import { createSchema } from '@/modules/kit/schemas';
import { writeRecord } from '@/modules/kit/server/repository';
import type { Values } from '@/modules/kit/server/storage';
import { tableOfModule } from '@/modules/server-registry';
import { recordActivity } from '../activity-log/record';
import type { ApiEnv } from '../api/context';
import { rateLimitsFor } from '../api/rate-limits';
import { inquiryMailSettings, queueInquiryMail } from './inquiry-mail';
import { readJson } from './read-json';

/** A person needs longer than this to fill in the form; a faster submission is a bot's. */
const MIN_FILL_MILLISECONDS = 3_000;

const PUBLIC_INQUIRY_ANSWER = {
  success: true,
  message: 'Thank you! We received your request and will get back to you within one business day.',
} as const;

/** What a visitor may send: the form's fields (never status or staff notes) and the two spam traps. */
const publicInquirySchema = createSchema(inquiriesModule)
  .omit({ status: true, staffNotes: true })
  .extend({
    /** Hidden from people by the form; anything in it marks a bot. */
    website: z.string().max(500).optional(),
    /** Epoch milliseconds when the form was shown. */
    formStartedAt: z.number().int().nonnegative().optional(),
  });

interface SpamTraps {
  website?: string;
  formStartedAt?: number;
}

function looksLikeSpam(input: SpamTraps, now = Date.now()): boolean {
  if (input.website && input.website.trim() !== '') return true;
  return input.formStartedAt !== undefined && now - input.formStartedAt < MIN_FILL_MILLISECONDS;
}

/**
 * `POST /api/inquiries` without a token: the quote and contact forms. Spam gets the same answer as a
 * real request and is stored as `spam`, never e-mailed; a real one e-mails staff (and the visitor,
 * if auto-replies are on) through the outbox, committed with the inquiry.
 */
export async function createPublicInquiry(c: Context<ApiEnv>): Promise<Response> {
  await (await rateLimitsFor(c)).consumePublicForm(c.get('clientIp'));
  const { website, formStartedAt, ...fields } = (await readJson(c, publicInquirySchema)) as SpamTraps &
    Values;
  const spam = looksLikeSpam({ website, formStartedAt });
  const deps = c.get('deps');
  const database = await deps.database();
  const mailSettings = spam ? null : await inquiryMailSettings(database);
  await database.db.transaction().execute(async (trx) => {
    const { record } = await writeRecord(
      { database, trx, tableOfModule },
      inquiriesModule,
      { ...fields, status: spam ? 'spam' : 'new' },
      'create',
    );
    await recordActivity(trx, {
      userId: null,
      module: inquiriesModule.key,
      recordId: record.id,
      action: spam ? 'create-spam' : 'create-public',
      ip: c.get('clientIp'),
    });
    if (mailSettings) await queueInquiryMail(trx, record, mailSettings, deps.publicUrl);
  });
  c.get('log').info({ spam }, 'public inquiry received');
  return c.json(PUBLIC_INQUIRY_ANSWER, 201);
}
