import 'server-only';
import { createTransport } from 'nodemailer';
import { readSettings } from '@/kit/server/settings-store';
import { emailSettings } from '@/modules/settings/email';
import { decryptSecret } from '../crypto/secret-box';
import type { Database } from '../db/engine';

export const NOT_CONFIGURED = 'E-mail is not configured';

/** How to reach the SMTP server of the E-mail settings, the password decrypted. Never logged. */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: { name: string; address: string };
}

export type SmtpSetup = { ready: true; smtp: SmtpSettings } | { ready: false; reason: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The saved E-mail settings as an SMTP set-up, or why mail cannot be sent yet. */
export async function loadSmtpSetup(
  database: Database,
  appSecret: () => Promise<Uint8Array>,
): Promise<SmtpSetup> {
  const { stored } = await readSettings(database, emailSettings);
  const host = text(stored.smtpHost);
  if (!host) return { ready: false, reason: NOT_CONFIGURED };
  const user = text(stored.smtpUser);
  const address = text(stored.fromEmail) ?? (user?.includes('@') ? user : null);
  if (!address) return { ready: false, reason: `${NOT_CONFIGURED}: the From address is missing` };

  let password: string | null = null;
  if (typeof stored.smtpPassword === 'string') {
    password = decryptSecret(stored.smtpPassword, await appSecret());
    if (password === null) {
      return {
        ready: false,
        reason: `${NOT_CONFIGURED}: the SMTP password cannot be read with this server's secret; enter it again`,
      };
    }
  }
  const secure = stored.smtpSecure === true;
  const port = typeof stored.smtpPort === 'number' ? stored.smtpPort : secure ? 465 : 587;
  return {
    ready: true,
    smtp: { host, port, secure, user, password, from: { name: text(stored.fromName) ?? '', address } },
  };
}

/** Short timeouts, so a dead server fails an attempt in seconds rather than minutes. */
const connectionOptions = (smtp: SmtpSettings) => ({
  host: smtp.host,
  port: smtp.port,
  secure: smtp.secure,
  auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
  logger: false,
});

/**
 * One connection to the SMTP server, for one mail sent at once (the test e-mail). On a plain port
 * the server's STARTTLS offer is taken, as nodemailer does.
 */
export function createSmtpTransport(smtp: SmtpSettings) {
  return createTransport(connectionOptions(smtp));
}

/** At most this many connections to the SMTP server, each carrying one mail at a time. */
export const MAX_SMTP_CONNECTIONS = 3;
/** A pooled connection is replaced after this many mails (some servers limit mails per session). */
const MAX_MAILS_PER_CONNECTION = 100;

/** Connections kept open and reused from mail to mail, for the outbox (see `smtp-pool.ts`). */
export function createPooledSmtpTransport(smtp: SmtpSettings) {
  return createTransport({
    ...connectionOptions(smtp),
    pool: true,
    maxConnections: MAX_SMTP_CONNECTIONS,
    maxMessages: MAX_MAILS_PER_CONNECTION,
  });
}

const MAX_ERROR_LENGTH = 1000;

/** What went wrong, as the SMTP server or the network said it (e.g. `Invalid login: 535 ...`). */
export function smtpErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'Unknown SMTP error').replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_LENGTH);
}
