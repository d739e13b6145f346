import { insertUser } from '@/server/auth/users';
import { encryptSecret } from '@/server/crypto/secret-box';
import type { Database } from '@/server/db/engine';
import { decodeJson, engineValues } from '@/server/db/values';

/** No sealed value of any kind. */
export const NONE = { settings: 0, twoFactorKeys: 0, waitingMail: 0 };

/** A site's secret made of a sentence, as tests name them. */
export const secretOf = (text: string) => new TextEncoder().encode(text);

/**
 * A site with an owner and an SMTP password saved in the E-mail settings, sealed with `secret`, as
 * the settings page stores it. Answers the owner's id.
 */
export async function ownerWithSmtpPassword(
  database: Database,
  smtpPassword: string,
  secret: Uint8Array,
): Promise<number> {
  const { id } = await insertUser(database, {
    email: 'owner@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    role: 'admin',
    password: 'a long password here',
  });
  const value = engineValues(database.engine).encodeJson({
    smtpHost: 'mail.example.com',
    smtpPassword: encryptSecret(smtpPassword, secret),
  });
  await database.db
    .insertInto('settings')
    .values({ key: 'email', value, updatedAt: new Date().toISOString() })
    .execute();
  return id;
}

/** The SMTP password as stored: sealed. */
export async function storedSmtpPassword(database: Database): Promise<string> {
  const row = await database.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'email')
    .executeTakeFirstOrThrow();
  return decodeJson<{ smtpPassword: string }>(row.value, { smtpPassword: '' }).smtpPassword;
}
