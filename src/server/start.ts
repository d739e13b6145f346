import 'server-only';
import type { Registry } from '@/kit/registry';
import type { DemoBusiness } from './demo/demo-business';
import type { MailSettings } from './mail/mail-settings';
import { stopFailedStart } from './start-failure';

/**
 * Start-up of the server process: configuration and database first, so failures show at once,
 * the demo business (SEED_DEMO; `demoBusiness` loads it only then) into the modules it fills, then
 * how to sign in (or where to create the first administrator). The outbox is sent with the SMTP
 * settings `mailSettings` reads.
 */
export async function startServer(
  registry: Registry,
  mailSettings: MailSettings,
  demoBusiness: () => Promise<DemoBusiness>,
) {
  try {
    const { env } = await import('@/env');
    const { getDatabase } = await import('./db');
    const { countUsers } = await import('./auth/users');
    const database = await getDatabase();
    const { serverAuthSecret } = await import('./api/runtime');
    const { adoptCurrentSecret } = await import('./auth/secret-rotation');
    const sealedAgain = await adoptCurrentSecret(database, await serverAuthSecret());
    if (sealedAgain > 0)
      console.log(
        `Sealed again with the site's new secret: ${sealedAgain} value(s) stored with the old one.`,
      );
    if (env.SEED_DEMO) {
      const { seedDemoContent } = await import('./demo/seed');
      const { serverMediaStorage } = await import('./media/server-storage');
      const { oneInstanceAtATime } = await import('./db/locks');
      const demo = await demoBusiness();
      await oneInstanceAtATime(database.db, database.engine, () =>
        seedDemoContent(database, serverMediaStorage(), registry, demo),
      );
    }
    const users = await countUsers(database);
    const { offerApplicationFigures } = await import('./metrics/application-figures');
    offerApplicationFigures(database);
    // Mail left in the outbox by an earlier run goes out now, not at the next inquiry.
    const { serverDependencies } = await import('./api/runtime');
    const { startMailWorker, stopMailWorker } = await import('./mail/worker');
    const { onShutdown } = await import('./shutdown');
    startMailWorker(serverDependencies(mailSettings));
    // A send under way finishes before the database closes (shutdown tasks run last-in, first-out).
    onShutdown(() => stopMailWorker(serverDependencies(mailSettings)));
    // Work left after an answer (a reset link to make and mail) is done before the worker stops.
    const { settleWorkAfterAnswers } = await import('./api/after-answer');
    onShutdown(() => settleWorkAfterAnswers(serverDependencies(mailSettings)));
    console.log(
      users === 0
        ? `\n  No administrator yet. Create one at ${env.PUBLIC_URL}/auth/register (or run: npm run create-admin)\n`
        : `\n  Sign in at ${env.PUBLIC_URL}/auth/login\n`,
    );
  } catch (error) {
    stopFailedStart(error);
  }
}
