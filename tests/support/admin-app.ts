import pino from 'pino';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { serverRegistry } from '@/registry/server';
import { createApp } from '@/server/api/app';
import { signAccessToken } from '@/server/auth/tokens';
import { insertUser } from '@/server/auth/users';
import type { Database } from '@/server/db/engine';
import type { MediaStorage } from '@/server/media/storage';

/**
 * The API over an existing database, with a new administrator signed in: for tests and benchmarks
 * that fill a database of their own rather than take one from `createTestContext`.
 */
export async function adminAppFor(
  database: Database,
  options: { secret: Uint8Array; email: string; mediaStorage?: MediaStorage },
) {
  const user = await insertUser(database, {
    email: options.email,
    firstName: 'Ana',
    lastName: 'Owner',
    role: 'admin',
    password: 'correct horse battery staple',
  });
  const token = await signAccessToken(
    { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
    options.secret,
  );
  const app = createApp(
    {
      database: async () => database,
      authSecret: async () => options.secret,
      invalidatePublicPaths: () => {},
      logger: pino({ level: 'silent' }),
      publicUrl: 'http://localhost:3000',
      mailSettings: settingsForMail,
      ...(options.mediaStorage ? { mediaStorage: options.mediaStorage } : {}),
    },
    serverRegistry,
  );
  return { app, token };
}
