import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt } from '@/server/auth/one-time-codes';
import {
  adoptCurrentSecret,
  forgetPreviousSecrets,
  previousSecrets,
  RetiredSecretError,
  resealStoredSecrets,
} from '@/server/auth/secret-rotation';
import { checkAccessToken, signAccessToken } from '@/server/auth/tokens';
import { confirmTwoFactor, passSecondStep, pendingKeyOf } from '@/server/auth/two-factor';
import { decryptSecret, encryptSecret } from '@/server/crypto/secret-box';
import { engineValues } from '@/server/db/values';
import { enqueueMail } from '@/server/mail/outbox';
import { openMailBody } from '@/server/mail/sealed-body';
import { NONE, ownerWithSmtpPassword, secretOf, storedSmtpPassword } from './support/sealed-secrets';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/**
 * A change of the site's secret keeps everything it protects: the stored secrets are sealed again
 * with the new one, and the old one is kept (sealed with the new) so its tokens work until they end.
 */

const OLD = secretOf('the old secret of this site, long enough to be one');
const NEW = secretOf('the new secret of this site, long enough to be one');
const NEWER = secretOf('a newer secret of this site, long enough to be one');
const SMTP_PASSWORD = 'the smtp password';

let t: TestDatabase;
let userId: number;
let mailId: number;
let appKey: Uint8Array;
/** A session signed with OLD before any change of secret. */
let sessionBeforeTheChanges: string;

beforeAll(async () => {
  t = await createTestDatabase();
  const { db } = t.database;
  userId = await ownerWithSmtpPassword(t.database, SMTP_PASSWORD, OLD);
  sessionBeforeTheChanges = await signAccessToken({ userId, role: 'admin', tokenVersion: 0 }, OLD);
  appKey = (await pendingKeyOf(t.database, userId, OLD)) as Uint8Array;
  expect(await confirmTwoFactor(t.database, userId, codeAt(appKey, Date.now()), OLD)).not.toBeNull();
  mailId = await enqueueMail(
    db,
    { kind: 'password-reset', to: 'owner@example.com', subject: 'Reset', html: '<p>link</p>', text: 'link' },
    OLD,
  );
});
afterAll(() => t.destroy());

const keepFor = (hours: number) => new Date(Date.now() + hours * 3600_000);

describe(`changing the site's secret (${testEngine})`, () => {
  it('seals the SMTP password, the two-factor keys and the waiting reset mail again with the new secret', async () => {
    const token = sessionBeforeTheChanges;
    const counts = await t.database.db
      .transaction()
      .execute((trx) => resealStoredSecrets(trx, t.database.engine, OLD, NEW, keepFor(8)));
    expect(counts).toEqual({ settings: 1, twoFactorKeys: 1, waitingMail: 1, unreadable: NONE });

    const stored = await storedSmtpPassword(t.database);
    expect(decryptSecret(stored, NEW)).toBe(SMTP_PASSWORD);
    expect(decryptSecret(stored, OLD)).toBeNull();

    // The app's next code (the confirmation spent this one) passes with the new secret.
    expect(await passSecondStep(t.database, userId, codeAt(appKey, Date.now() + 30_000), NEW)).toBe(
      'app-code',
    );
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', mailId)
      .executeTakeFirstOrThrow();
    expect(openMailBody(mail.kind, mail, NEW)).toEqual({
      html: '<p>link</p>',
      text: 'link',
      attachments: null,
    });

    // The session signed with the old secret goes on; one signed with a secret never used does not.
    forgetPreviousSecrets();
    const accepted = [{ secret: NEW }, ...(await previousSecrets(t.database, NEW))];
    expect((await checkAccessToken(token, accepted)).claims?.userId).toBe(userId);
    const foreign = await signAccessToken(
      { userId, role: 'admin', tokenVersion: 0 },
      secretOf('x'.repeat(40)),
    );
    expect((await checkAccessToken(foreign, accepted)).claims).toBeNull();
    expect((await checkAccessToken(token, NEW)).claims).toBeNull();

    // A retired secret vouches only for what it signed before: not for a token made with it later
    // (a leaked old secret), nor for one that claims a sign-in after its own issue (to outlive it).
    const later = Math.floor(Date.now() / 1000) + 30;
    const madeAfter = await new SignJWT({ role: 'admin', tv: 0, auth_time: later })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(later)
      .setExpirationTime(later + 3600)
      .sign(OLD);
    expect((await checkAccessToken(madeAfter, accepted)).claims).toBeNull();
    const now = Math.floor(Date.now() / 1000) - 60;
    const futureSignIn = await new SignJWT({ role: 'admin', tv: 0, auth_time: now + 3650 * 86_400 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(OLD);
    expect((await checkAccessToken(futureSignIn, accepted)).claims).toBeNull();
  });

  it('keeps every earlier secret through a second change, until its tokens have ended', async () => {
    // Signed before OLD was retired: a token OLD signed afterwards is refused, whatever the clock.
    const token = sessionBeforeTheChanges;
    await t.database.db
      .transaction()
      .execute((trx) => resealStoredSecrets(trx, t.database.engine, NEW, NEWER, keepFor(-1)));
    forgetPreviousSecrets();
    const kept = await previousSecrets(t.database, NEWER);
    // NEW's tokens had already ended (kept until an hour ago); OLD's are kept for 8 hours.
    expect(kept.map(({ secret }) => new TextDecoder().decode(secret))).toEqual([
      new TextDecoder().decode(OLD),
    ]);
    expect((await checkAccessToken(token, [{ secret: NEWER }, ...kept])).claims?.userId).toBe(userId);
  });

  it('leaves a value that opens with neither secret as it is, and counts it', async () => {
    const lost = encryptSecret('sealed with a lost secret', secretOf('y'.repeat(40)));
    await t.database.db
      .updateTable('two_factor')
      .set({ secret: lost })
      .where('userId', '=', userId)
      .execute();
    const counts = await t.database.db
      .transaction()
      .execute((trx) => resealStoredSecrets(trx, t.database.engine, NEWER, NEW, keepFor(1)));
    expect(counts).toEqual({
      settings: 1,
      twoFactorKeys: 0,
      waitingMail: 1,
      unreadable: { settings: 0, twoFactorKeys: 1, waitingMail: 0 },
    });
    const row = await t.database.db
      .selectFrom('two_factor')
      .select('secret')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.secret).toBe(lost);
  });

  it('refuses to start an instance with a retired secret, and seals again what one stored with it meanwhile', async () => {
    // OLD was retired (by the first change) and NEWER too: neither starts an instance any more.
    for (const retired of [OLD, NEWER])
      await expect(adoptCurrentSecret(t.database, retired)).rejects.toThrow(RetiredSecretError);
    await expect(adoptCurrentSecret(t.database, OLD)).rejects.toThrow(/was retired on \d{4}-/);

    // An instance still running with OLD saved the SMTP password after the change, sealed with OLD.
    await t.database.db
      .updateTable('settings')
      .set({
        value: engineValues(t.database.engine).encodeJson({
          smtpPassword: encryptSecret('typed later', OLD),
        }),
      })
      .where('key', '=', 'email')
      .execute();
    forgetPreviousSecrets();
    expect(await adoptCurrentSecret(t.database, NEW)).toBe(1);
    expect(decryptSecret(await storedSmtpPassword(t.database), NEW)).toBe('typed later');
    // Started again, nothing is left to do.
    expect(await adoptCurrentSecret(t.database, NEW)).toBe(0);
  });

  it('keeps no earlier secret when told to end the sessions (a leak), and still refuses a retired one', async () => {
    const LATEST = secretOf('the latest secret of this site, long enough to be one');
    await t.database.db
      .transaction()
      .execute((trx) => resealStoredSecrets(trx, t.database.engine, NEW, LATEST, null));
    forgetPreviousSecrets();
    expect(await previousSecrets(t.database, LATEST)).toEqual([]);
    expect((await checkAccessToken(sessionBeforeTheChanges, [{ secret: LATEST }])).claims).toBeNull();
    expect(decryptSecret(await storedSmtpPassword(t.database), LATEST)).toBe('typed later');
    await expect(adoptCurrentSecret(t.database, NEW)).rejects.toThrow(RetiredSecretError);
  });
});
