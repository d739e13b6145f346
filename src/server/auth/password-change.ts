import 'server-only';
import { recordActivity } from '../activity-log/record';
import type { Database } from '../db/engine';
import { hashPassword } from './password';

/**
 * Stores a user's new password and bumps their token version in one transaction, so every token
 * issued before (other tabs, other devices) stops working at once. Logged as an update of the
 * user's `password`, like the same change made in the Users module. Returns the new token version.
 */
export async function replaceOwnPassword(
  database: Database,
  userId: number,
  newPassword: string,
  ip: string,
): Promise<number> {
  const passwordHash = await hashPassword(newPassword);
  return database.db.transaction().execute(async (trx) => {
    const { tokenVersion } = await trx
      .updateTable('users')
      .set((eb) => ({
        passwordHash,
        tokenVersion: eb('tokenVersion', '+', 1),
        updatedAt: new Date().toISOString(),
      }))
      .where('id', '=', userId)
      .returning('tokenVersion')
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      userId,
      module: 'users',
      recordId: userId,
      action: 'update',
      changedFields: ['password'],
      ip,
    });
    return tokenVersion;
  });
}
