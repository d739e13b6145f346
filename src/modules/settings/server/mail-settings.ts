import 'server-only';
import { decryptSecret } from '@/server/crypto/secret-box';
import type { Database } from '@/server/db/engine';
import type { MailSettings } from '@/server/mail/mail-settings';
import { NOT_CONFIGURED, type SmtpSetup } from '@/server/mail/smtp';
import { readSettings } from '@/server/records/settings-store';
import { emailSettings } from '../email';
import { homepageSettings } from '../homepage';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The saved E-mail settings as an SMTP set-up, or why mail cannot be sent yet. */
async function smtpSetup(database: Database, appSecret: () => Promise<Uint8Array>): Promise<SmtpSetup> {
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

/** The business name of the Home page settings, or else the site's host name. */
async function brand(database: Database, publicUrl: string): Promise<string> {
  const { presented } = await readSettings(database, homepageSettings);
  const name = typeof presented.siteName === 'string' ? presented.siteName.trim() : '';
  return name || new URL(publicUrl).host;
}

/** What mail reads of the settings pages: the SMTP server of E-mail settings, the business name of Home page settings. */
export const settingsForMail: MailSettings = { smtpSetup, brand };
