import 'server-only';
import { env } from '@/env';
import type { ServerRegistry } from '@/kit/server/hooks';
import { loadAuthSecret } from '../auth/secret';
import { invalidatePublicPaths } from '../cache/invalidate';
import { getDatabase } from '../db';
import { logger } from '../log';
import { serverMediaStorage } from '../media/server-storage';
import { type ApiApp, createApp } from './app';
import type { AppDependencies } from './context';

let app: ApiApp | null = null;
let dependencies: AppDependencies | null = null;
let secret: Promise<Uint8Array> | null = null;

/** What the running server's API works with: the real database, secret, cache, storage and logger. */
export function serverDependencies(): AppDependencies {
  dependencies ??= {
    database: getDatabase,
    authSecret: () => {
      secret ??= loadAuthSecret(env.AUTH_SECRET, env.DATA_DIR).catch((error) => {
        secret = null;
        throw error;
      });
      return secret;
    },
    invalidatePublicPaths,
    logger,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    tokenLifetimeSeconds: env.TOKEN_LIFETIME_SECONDS,
    sessionMaxSeconds: env.SESSION_MAX_SECONDS,
    mediaStorage: serverMediaStorage(),
  };
  return dependencies;
}

/** The running server's API, composed once with the registry the app passes in. */
export function serverApp(registry: ServerRegistry): ApiApp {
  app ??= createApp(serverDependencies(), registry);
  return app;
}
