import 'server-only';
import { z } from '@/lib/zod';
import type { Database } from '../db/engine';

export type MailDeliveryStatus = 'sent' | 'pending' | 'failed' | 'none';

export interface RecordMailStatus {
  /** `failed` if any of the record's mails failed for good, else `pending` if any waits, else `sent`. */
  status: MailDeliveryStatus;
  /** The error of a mail not (yet) sent. */
  lastError?: string;
  /** The most attempts any of the record's mails took. */
  attempts: number;
}

const SEVERITY: Record<MailDeliveryStatus, number> = { none: 0, sent: 1, pending: 2, failed: 3 };

/** Delivery status of the mails about each record (e.g. inquiries), for its view and its list row. */
export async function mailStatusFor(
  database: Database,
  module: string,
  ids: number[],
): Promise<Record<number, RecordMailStatus>> {
  const statuses: Record<number, RecordMailStatus> = {};
  for (const id of ids) statuses[id] = { status: 'none', attempts: 0 };
  if (!ids.length) return statuses;
  const rows = await database.db
    .selectFrom('mail_outbox')
    .select(['relatedId', 'status', 'attempts', 'lastError'])
    .where('relatedModule', '=', module)
    .where('relatedId', 'in', ids)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const current = statuses[row.relatedId as number];
    if (!current) continue;
    current.attempts = Math.max(current.attempts, row.attempts);
    if (SEVERITY[row.status] > SEVERITY[current.status]) {
      current.status = row.status;
      delete current.lastError;
    }
    if (row.status === current.status && row.status !== 'sent' && row.lastError) {
      current.lastError = row.lastError;
    }
  }
  return statuses;
}

/** `GET /api/mail/status`, as documented and answered. */
export const mailOverviewSchema = z.object({
  pending: z.number().int(),
  failed: z.number().int(),
  /** The latest error of a mail not sent (pending or failed), or null. */
  lastError: z.string().nullable(),
});

export type MailOverview = z.infer<typeof mailOverviewSchema>;

/** For the dashboard: how many mails wait or failed, and why the latest did not go. */
export async function mailOverview(database: Database): Promise<MailOverview> {
  const counts = await database.db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const latest = await database.db
    .selectFrom('mail_outbox')
    .select('lastError')
    .where('status', 'in', ['pending', 'failed'])
    .where('lastError', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
  return { pending: count('pending'), failed: count('failed'), lastError: latest?.lastError ?? null };
}
