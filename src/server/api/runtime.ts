import 'server-only';
import { env } from '@/env';
import type { ServerRegistry } from '@/server/records/hooks';
import { loadAuthSecret } from '../auth/secret';
import { invalidatePublicPaths } from '../cache/invalidate';
import { getDatabase } from '../db';
import { logger } from '../log';
import type { MailSettings } from '../mail/mail-settings';
import { serverMediaStorage } from '../media/server-storage';
import { type ApiApp, createApp } from './app';
import type { AppDependencies } from './context';

let app: ApiApp | null = null;
const dependenciesByMailSettings = new WeakMap<MailSettings, AppDependencies>();
let secret: Promise<Uint8Array> | null = null;

/** The running server's app secret (AUTH_SECRET, or the one kept in DATA_DIR), read once. */
export function serverAuthSecret(): Promise<Uint8Array> {
  secret ??= loadAuthSecret(env.AUTH_SECRET, env.DATA_DIR).catch((error) => {
    secret = null;
    throw error;
  });
  return secret;
}

/**
 * What the running server's API works with: the real database, secret, cache, storage and logger,
 * and the settings feature's reader for mail, which the app passes in. One object per reader, so the
 * mail worker started from anywhere is the same one.
 */
export function serverDependencies(mailSettings: MailSettings): AppDependencies {
  const known = dependenciesByMailSettings.get(mailSettings);
  if (known) return known;
  const dependencies: AppDependencies = {
    database: getDatabase,
    authSecret: serverAuthSecret,
    invalidatePublicPaths,
    logger,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      publicFormsPerIpPerHour: env.PUBLIC_FORMS_PER_HOUR,
      surveyChangesPerIpPerHour: env.SURVEY_CHANGES_PER_HOUR,
    },
    tokenLifetimeSeconds: env.TOKEN_LIFETIME_SECONDS,
    sessionMaxSeconds: env.SESSION_MAX_SECONDS,
    mediaStorage: serverMediaStorage(),
    mailSettings,
  };
  dependenciesByMailSettings.set(mailSettings, dependencies);
  return dependencies;
}

/** The running server's API, composed once with the registry and the mail settings the app passes in. */
export function serverApp(registry: ServerRegistry, mailSettings: MailSettings): ApiApp {
  app ??= createApp(serverDependencies(mailSettings), registry);
  return app;
}
