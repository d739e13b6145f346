import 'server-only';
import { randomBytes } from 'node:crypto';
import { addMinutes, subDays } from 'date-fns';
import { recordActivity } from '../activity-log/record';
import { hashToken } from '../crypto/token-hash';
import type { Database } from '../db/engine';
import { decodeBoolean, decodeTimestamp } from '../db/values';
import { PASSWORD_RESET_LINK_MINUTES } from '../mail/expiring-mail';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates/password-reset';
import { hashPassword } from './password';
import type { UserRecord } from './users';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = PASSWORD_RESET_LINK_MINUTES;
/** Used and expired links are kept this long (they explain a "link expired" question), then dropped. */
const KEEP_OLD_LINKS_DAYS = 7;

/**
 * Makes a single-use link for the user and puts the e-mail carrying it in the outbox, both in one
 * transaction: the link exists exactly when its mail will be sent. The mail waits in the outbox
 * encrypted with `appSecret`: only its hash is stored in clear. `brand` is the name it goes out under.
 */
export async function requestPasswordReset(
  database: Database,
  user: UserRecord,
  {
    publicUrl,
    brand,
    ip,
    appSecret,
  }: { publicUrl: string; brand: string; ip: string; appSecret: Uint8Array },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  // Rendered before the transaction, which then holds the database only for its writes.
  const mail = await passwordResetMail({
    publicUrl,
    brand,
    email: user.email,
    token,
    validMinutes: RESET_LINK_MINUTES,
  });
  await database.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_resets')
      .where('expiresAt', '<', subDays(now, KEEP_OLD_LINKS_DAYS).toISOString())
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: addMinutes(now, RESET_LINK_MINUTES).toISOString(),
        createdAt: now.toISOString(),
      })
      .execute();
    await enqueueMail(
      trx,
      {
        kind: 'password-reset',
        to: user.email,
        ...mail,
        related: { module: 'users', id: user.id },
      },
      appSecret,
    );
    await recordActivity(trx, { userId: user.id, module: 'auth', action: 'password-reset-requested', ip });
  });
}

/**
 * Sets a new password with a reset link: the link must exist, be unused, unexpired and belong to
 * an active user. The link and every other open link of the user are used up, and the token
 * version is bumped so every session signed in before ends. False when the link is not valid.
 */
export async function resetPasswordWithToken(
  database: Database,
  token: string,
  newPassword: string,
  ip: string,
): Promise<boolean> {
  const reset = await database.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.userId')
    .select([
      'password_resets.id',
      'password_resets.userId',
      'password_resets.expiresAt',
      'password_resets.usedAt',
      'users.active',
    ])
    .where('password_resets.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  const now = new Date();
  const expiresAt = decodeTimestamp(reset?.expiresAt);
  if (
    !reset ||
    reset.usedAt !== null ||
    !expiresAt ||
    new Date(expiresAt) <= now ||
    !decodeBoolean(reset.active)
  ) {
    return false;
  }

  const passwordHash = await hashPassword(newPassword);
  return database.db.transaction().execute(async (trx) => {
    // The update decides between two concurrent uses of the same link: only one finds it unused.
    const claimed = await trx
      .updateTable('password_resets')
      .set({ usedAt: now.toISOString() })
      .where('id', '=', reset.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('password_resets')
      .set({ usedAt: now.toISOString() })
      .where('userId', '=', reset.userId)
      .where('usedAt', 'is', null)
      .execute();
    await trx
      .updateTable('users')
      .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: now.toISOString() }))
      .where('id', '=', reset.userId)
      .execute();
    await recordActivity(trx, {
      userId: reset.userId,
      module: 'auth',
      recordId: reset.userId,
      action: 'password-reset',
      changedFields: ['password'],
      ip,
    });
    return true;
  });
}
