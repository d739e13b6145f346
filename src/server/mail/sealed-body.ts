import 'server-only';
import { decryptSecret, encryptSecret, SEALED_FORM } from '../crypto/secret-box';
import { carriesSecret } from './expiring-mail';

export interface MailBody {
  html: string;
  text: string;
  /** The attachments as JSON text (see `outbox.ts`), or null when there are none. */
  attachments?: string | null;
}

export const UNREADABLE_BODY =
  'Not sent: its body cannot be read with this site’s key (AUTH_SECRET changed since it was queued)';

/**
 * The bodies of a mail that carries a secret (a reset link), encrypted with the site's key for the
 * time the mail waits in the outbox: neither the database nor a backup of it holds the link in
 * clear. Other mail is kept as it is.
 */
export function sealMailBody(kind: string, body: MailBody, appSecret: Uint8Array | undefined): MailBody {
  if (!carriesSecret(kind)) return body;
  if (!appSecret) throw new Error(`A ${kind} mail carries a secret: it is queued only with the site's key`);
  return {
    html: encryptSecret(body.html, appSecret),
    text: encryptSecret(body.text, appSecret),
    attachments: body.attachments ? encryptSecret(body.attachments, appSecret) : null,
  };
}

/**
 * The bodies to send, or null when a sealed body does not open with this key. A body queued before
 * bodies were sealed is sent as it is.
 */
export function openMailBody(kind: string, body: MailBody, appSecret: Uint8Array): MailBody | null {
  if (!carriesSecret(kind) || !SEALED_FORM.test(body.html) || !SEALED_FORM.test(body.text)) return body;
  const html = decryptSecret(body.html, appSecret);
  const text = decryptSecret(body.text, appSecret);
  const attachments = body.attachments ? decryptSecret(body.attachments, appSecret) : null;
  if (html === null || text === null || (body.attachments && attachments === null)) return null;
  return { html, text, attachments };
}
