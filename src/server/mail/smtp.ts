import 'server-only';
import { createTransport } from 'nodemailer';

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
