import 'server-only';
import type { Kysely } from 'kysely';
import { cutText } from '@/lib/text-cut';
import type { DatabaseSchema } from '../db/schema';
import { mailPriority } from './priority';
import { noteMailEnqueued } from './request-mail';
import { sealMailBody } from './sealed-body';

/**
 * One e-mail to send: both parts already rendered (see `templates/`), user input escaped. Its headers
 * follow from its kind (see `automatic-mail-headers.ts`).
 */
export interface OutgoingMail {
  /** What the mail is, for logs and the admin: `inquiry-notification`, `password-reset`, ... */
  kind: string;
  /** One address, or several that all receive the same mail (they see each other in To). */
  to: string | string[];
  /** Where a reply goes (a staff notification: the visitor who wrote). */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** The record the mail is about, so its delivery status can be shown with it. */
  related?: { module: string; id: number };
  /** Files sent with it (a survey's `.ics`), small text only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** With its parameters: `text/calendar; method=PUBLISH`. */
  contentType: string;
  content: string;
}

const MAX_SUBJECT_LENGTH = 300;

/**
 * Puts a mail in the outbox inside the caller's transaction: it is committed together with what
 * caused it, or not at all. It is sent after the request by the mail worker, never during it, and
 * retried with backoff until the SMTP server takes it; transactional kinds (a reset link) go before
 * lead mail (see `priority.ts`). A mail that carries a secret is kept encrypted with `appSecret`,
 * which it then needs. Returns the outbox row id.
 */
export async function enqueueMail(
  trx: Kysely<DatabaseSchema>,
  mail: OutgoingMail,
  appSecret?: Uint8Array,
): Promise<number> {
  const now = new Date().toISOString();
  const attachments = mail.attachments?.length ? JSON.stringify(mail.attachments) : null;
  const body = sealMailBody(mail.kind, { html: mail.html, text: mail.text, attachments }, appSecret);
  const { id } = await trx
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      toAddress: (Array.isArray(mail.to) ? mail.to : [mail.to]).map((address) => address.trim()).join(', '),
      replyTo: mail.replyTo?.trim() || null,
      // A line break in a subject would start a new header line.
      subject: cutText(mail.subject.replace(/[\r\n]+/g, ' ').trim(), MAX_SUBJECT_LENGTH),
      html: body.html,
      text: body.text,
      attachments: body.attachments ?? null,
      priority: mailPriority(mail.kind),
      nextAttemptAt: now,
      relatedModule: mail.related?.module ?? null,
      relatedId: mail.related?.id ?? null,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  noteMailEnqueued();
  return id;
}
