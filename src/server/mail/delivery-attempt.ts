import 'server-only';
import type { Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/engine';
import type { MailOutboxTable } from '../db/schema';
import { automaticMailHeaders } from './automatic-mail-headers';
import { EMPTIED_BODY, EXPIRED_BEFORE_SENT, mailExpiresAt } from './expiring-mail';
import type { MailAttachment } from './outbox';
import { nextRetryAt } from './retry-schedule';
import { openMailBody, UNREADABLE_BODY } from './sealed-body';
import { type SmtpSettings, smtpErrorText } from './smtp';
import type { PooledSmtpTransport } from './smtp-pool';

export type OutboxRow = Selectable<MailOutboxTable>;

export type AttemptOutcome = 'sent' | 'retrying' | 'failed';

export interface DeliveryAttempt {
  transport: PooledSmtpTransport;
  smtp: SmtpSettings;
  database: Database;
  /** The time of the attempt (tests set it), for the row's timestamps and its retry. */
  now: Date;
  log: Logger;
  /** The site's key, which opens the sealed body of a mail that carries a secret. */
  appSecret: Uint8Array;
}

/**
 * Hands one claimed mail to the SMTP server and records the outcome on its row: sent (its body
 * emptied), to be retried after the schedule's wait, or failed for good.
 */
export async function attemptDelivery(attempt: DeliveryAttempt, mail: OutboxRow): Promise<AttemptOutcome> {
  const { transport, smtp, database, now, log, appSecret } = attempt;
  const about = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
  const giveUp = async (reason: string): Promise<AttemptOutcome> => {
    await database.db
      .updateTable('mail_outbox')
      .set({ ...EMPTIED_BODY, status: 'failed', lastError: reason, nextAttemptAt: now.toISOString() })
      .where('id', '=', mail.id)
      .execute();
    log.warn(about, reason);
    return 'failed';
  };
  // A run can take a while: its secret may expire between the claim and this mail's turn.
  const expiresAt = mailExpiresAt(mail.kind, mail.createdAt);
  if (expiresAt && expiresAt.getTime() <= Math.max(now.getTime(), Date.now()))
    return giveUp(EXPIRED_BEFORE_SENT);
  const body = openMailBody(mail.kind, mail, appSecret);
  if (!body) return giveUp(UNREADABLE_BODY);
  try {
    const info = await transport.sendMail({
      from: smtp.from,
      to: mail.toAddress,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      // Both parts: nodemailer sends them as multipart/alternative, the text first.
      text: body.text,
      html: body.html,
      attachments: attachmentsOf(body.attachments),
      headers: automaticMailHeaders(mail.kind),
    });
    await database.db
      .updateTable('mail_outbox')
      // The body is not kept once sent (a reset link stays a key to the account while it works);
      // recipient, subject and status remain for the delivery status the admin sees.
      .set({ ...EMPTIED_BODY, status: 'sent', sentAt: now.toISOString(), lastError: null })
      .where('id', '=', mail.id)
      .execute();
    log.info({ ...about, response: info.response }, 'mail sent');
    return 'sent';
  } catch (error) {
    const lastError = smtpErrorText(error);
    const retryAt = isRefusedForGood(error) ? null : nextRetryAt(mail.attempts, now);
    await database.db
      .updateTable('mail_outbox')
      .set(
        retryAt
          ? { lastError, nextAttemptAt: retryAt.toISOString() }
          : { ...EMPTIED_BODY, status: 'failed', lastError, nextAttemptAt: now.toISOString() },
      )
      .where('id', '=', mail.id)
      .execute();
    if (retryAt) log.warn({ ...about, error: lastError, retryAt }, 'mail not sent, will retry');
    else log.error({ ...about, error: lastError }, 'mail not sent, giving up');
    return retryAt ? 'retrying' : 'failed';
  }
}

/** The stored attachments as nodemailer takes them. */
function attachmentsOf(stored: string | null | undefined) {
  if (!stored) return undefined;
  return (JSON.parse(stored) as MailAttachment[]).map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content,
  }));
}

/** The server refused every recipient outright (e.g. `550 no such user`): trying again cannot help. */
function isRefusedForGood(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}
