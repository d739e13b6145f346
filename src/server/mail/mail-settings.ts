import type { Database } from '../db/engine';
import type { SmtpSetup } from './smtp';

/**
 * What mail needs from the settings pages, read afresh each time (an administrator may have just
 * saved them). The mail engine reads no settings page itself: the app passes the settings
 * feature's reader in with the server's dependencies.
 */
export interface MailSettings {
  /** How to reach the SMTP server, the password decrypted with the app secret; or why mail cannot go out yet. */
  smtpSetup(database: Database, appSecret: () => Promise<Uint8Array>): Promise<SmtpSetup>;
  /** The name e-mails go out under, in their header bar and at their foot. */
  brand(database: Database, publicUrl: string): Promise<string>;
}
