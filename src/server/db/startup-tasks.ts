import 'server-only';
import { env } from '@/env';
import { countUsers, insertFirstAdmin } from '../auth/users';
import { logger } from '../log';
import type { Database } from './engine';
import { oneInstanceAtATime } from './locks';

/** After migrating: the administrator from the environment. */
export function runStartupTasks(database: Database) {
  return oneInstanceAtATime(database.db, database.engine, () => adminFromEnvironment(database));
}

async function adminFromEnvironment(database: Database) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD && (await countUsers(database)) === 0) {
    const created = await insertFirstAdmin(database, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      // Shown as "Welcome back, Admin"; the owner can put their own name in the Users module.
      firstName: 'Admin',
      lastName: 'User',
    });
    if (created) logger.info({ email: created.email }, 'administrator created from ADMIN_EMAIL');
  }
}
