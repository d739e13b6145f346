import 'server-only';
import type { Transaction } from 'kysely';
import { conflict, forbidden } from '@/server/api/errors';
import { takeTurnsWriting } from '@/server/db/locks';
import type { DatabaseSchema } from '@/server/db/schema';
import { decodeBoolean } from '@/server/db/values';
import { withServerRules } from '@/server/records/hooks';
import { usersModule } from '../module';

/** Active administrators other than `exceptId`. */
async function otherActiveAdmins(trx: Transaction<DatabaseSchema>, exceptId: number) {
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'active'])
    .where('role', '=', 'admin')
    .where('id', '!=', exceptId)
    .execute();
  return rows.filter((row) => decodeBoolean(row.active)).length;
}

const lastAdmin = (message: string) => conflict({ _: [message] }, message);

/**
 * The rules of staff accounts: the last active administrator stays, nobody deletes or deactivates
 * themselves, and a new password or a deactivation signs the user out everywhere.
 */
export const usersServerModule = withServerRules(usersModule, {
  async beforeWrite({ trx, engine, actor, input, id }) {
    if (id === undefined) return;
    if (id === actor.id && input.active === false) throw forbidden('You cannot deactivate your own account');
    const losesAdmin = input.role === 'editor' || input.active === false;
    if (!losesAdmin) return;
    // Two administrators demoting each other at once must not both succeed: count in turn.
    await takeTurnsWriting(trx, engine, 'users');
    const previous = await trx
      .selectFrom('users')
      .select(['role', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (previous?.role === 'admin' && decodeBoolean(previous.active)) {
      if ((await otherActiveAdmins(trx, id)) === 0) {
        throw lastAdmin('The last active administrator cannot be demoted or deactivated');
      }
    }
  },

  async afterWrite({ trx, result }) {
    if (!result.previous) return;
    if (result.changedFields.includes('password') || result.changedFields.includes('active')) {
      await trx
        .updateTable('users')
        .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
        .where('id', '=', result.record.id)
        .execute();
    }
  },

  async beforeDelete({ trx, engine, actor, id }) {
    if (id === actor.id) throw forbidden('You cannot delete your own account');
    await takeTurnsWriting(trx, engine, 'users');
    const target = await trx
      .selectFrom('users')
      .select(['role', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (
      target?.role === 'admin' &&
      decodeBoolean(target.active) &&
      (await otherActiveAdmins(trx, id)) === 0
    ) {
      throw lastAdmin('The last active administrator cannot be deleted');
    }
  },
});
