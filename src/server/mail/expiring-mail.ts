import 'server-only';
import type { Database } from '../db/engine';
import { decodeTimestamp } from '../db/values';

/** How long a password-reset link works (and so how long its mail may wait in the outbox). */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/**
 * Mails that carry a secret which stops working after a while, by kind: how many minutes after
 * being enqueued the secret expires. Such a mail is never sent later than that, and its body (the
 * secret in clear) is not kept past it.
 */
const LIFETIME_MINUTES: Record<string, number> = {
  'password-reset': PASSWORD_RESET_LINK_MINUTES,
};

/**
 * Mails that carry a secret that lasts (a survey's private reschedule link): sealed while they wait,
 * never given up on for its age.
 */
const LASTING_SECRET_KINDS = new Set(['survey-confirmation', 'survey-rescheduled']);

/** Whether mail of this kind carries a secret: its body is sealed while it waits (see `sealed-body.ts`). */
export const carriesSecret = (kind: string) =>
  Object.hasOwn(LIFETIME_MINUTES, kind) || LASTING_SECRET_KINDS.has(kind);

export const EXPIRED_BEFORE_SENT = 'Not sent: the link in it expired before the mail could go out';

/** When a mail of this kind, enqueued at `createdAt`, may no longer be sent; null if never. */
export function mailExpiresAt(kind: string, createdAt: unknown): Date | null {
  const minutes = LIFETIME_MINUTES[kind];
  const created = decodeTimestamp(createdAt);
  if (minutes === undefined || !created) return null;
  return new Date(new Date(created).getTime() + minutes * 60_000);
}

/** What a mail keeps once it can no longer go out or has gone: recipient, subject, status, not its body. */
export const EMPTIED_BODY = { html: '', text: '', attachments: null } as const;

/**
 * Gives up on every pending mail whose secret has expired by `now`: marked failed (the admin sees
 * why) and its body blanked, so the link does not sit in clear in the database. Returns how many.
 */
export async function expireStaleMail(database: Database, now: Date): Promise<number> {
  let expired = 0;
  for (const [kind, minutes] of Object.entries(LIFETIME_MINUTES)) {
    const result = await database.db
      .updateTable('mail_outbox')
      .set({
        ...EMPTIED_BODY,
        status: 'failed',
        lastError: EXPIRED_BEFORE_SENT,
        nextAttemptAt: now.toISOString(),
      })
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .where('createdAt', '<=', new Date(now.getTime() - minutes * 60_000).toISOString())
      .executeTakeFirst();
    expired += Number(result.numUpdatedRows ?? 0);
  }
  return expired;
}

const emptiedDatabases = new WeakSet<Database>();

/**
 * Once per database and process: empties the bodies of mails that went out or were given up on
 * before bodies were emptied at that moment (rows written by an earlier version).
 */
export async function emptyFinishedMailOnce(database: Database): Promise<number> {
  if (emptiedDatabases.has(database)) return 0;
  const result = await database.db
    .updateTable('mail_outbox')
    .set(EMPTIED_BODY)
    .where('status', 'in', ['sent', 'failed'])
    .where((eb) => eb.or([eb('html', '<>', ''), eb('text', '<>', '')]))
    .executeTakeFirst();
  emptiedDatabases.add(database);
  return Number(result.numUpdatedRows ?? 0);
}
