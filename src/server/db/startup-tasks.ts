import 'server-only';
import { env } from '@/env';
import { countUsers, insertFirstAdmin } from '../auth/users';
import { seedDemoContent } from '../demo/seed';
import { logger } from '../log';
import type { Database } from './engine';

/** After migrating: the administrator from the environment, demo content, and how to sign in. */
export async function runStartupTasks(database: Database) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD && (await countUsers(database)) === 0) {
    const created = await insertFirstAdmin(database, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      firstName: 'Site',
      lastName: 'Administrator',
    });
    if (created) logger.info({ email: created.email }, 'administrator created from ADMIN_EMAIL');
  }
  if (env.SEED_DEMO) await seedDemoContent(database);

  if ((await countUsers(database)) === 0) {
    const message = `No administrator yet. Create one at ${env.PUBLIC_URL}/auth/register (or run: npm run create-admin)`;
    logger.info({ registerUrl: `${env.PUBLIC_URL}/auth/register` }, message);
    console.log(`\n  ${message}\n`);
  } else {
    console.log(`\n  Sign in at ${env.PUBLIC_URL}/auth/login\n`);
  }
}
