import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Registry } from '@/kit/registry';
import type { TokenClaims } from '../auth/tokens';
import type { PublicUser, UserRecord } from '../auth/users';
import type { Database } from '../db/engine';
import type { MailSettings } from '../mail/mail-settings';
import type { MediaStorage } from '../media/storage';

/** What the API needs from the outside world; tests build it with an in-memory or fresh database. */
export interface AppDependencies {
  database: () => Promise<Database>;
  authSecret: () => Promise<Uint8Array>;
  /**
   * After a write that shows on these public paths: empties the whole page cache (of every instance)
   * and revalidates Next's own copies of these paths (`src/server/cache/invalidate.ts`).
   */
  invalidatePublicPaths: (paths: string[]) => void | Promise<void>;
  logger: Logger;
  /** The site's public address (PUBLIC_URL), the base of every link in an e-mail. */
  publicUrl: string;
  /** The SMTP server and the name mail goes out under, as the settings pages hold them. */
  mailSettings: MailSettings;
  /** How many proxies in front of us set X-Forwarded-For (`loopback`: only when the peer is loopback). */
  trustProxy?: 'loopback' | number;
  rateLimits?: Partial<RateLimitSettings>;
  /** How long an issued access token lasts (8 hours unless TOKEN_LIFETIME_SECONDS says otherwise). */
  tokenLifetimeSeconds?: number;
  /** The absolute end of a session after signing in, renewals included (7 days unless SESSION_MAX_SECONDS). */
  sessionMaxSeconds?: number;
  /** Where uploaded images are kept; media calls answer 503 without it. */
  mediaStorage?: MediaStorage;
}

export interface RateLimitSettings {
  /** Sign-in attempts allowed per client IP (over every e-mail) within `loginWindowSeconds`. */
  loginFailuresPerIp: number;
  /** Failed sign-ins allowed per (e-mail, client IP): an attacker elsewhere never locks the owner out. */
  loginFailuresPerEmail: number;
  loginWindowSeconds: number;
  /** Wrong codes of the second sign-in step allowed per account within `loginWindowSeconds`. */
  codeFailuresPerAccount: number;
  /** Public form submissions (inquiries, newsletter sign-ups) per client IP per hour. */
  publicFormsPerIpPerHour: number;
  /** Anonymous counting beacons (a tapped phone or text link) per client IP per hour. */
  publicBeaconsPerIpPerHour: number;
  /** Moves and cancellations of booked surveys through their private links, per client IP per hour. */
  surveyChangesPerIpPerHour: number;
  /** Moves of one booked survey by its visitor within a day (a cancellation ends the link anyway). */
  surveyMovesPerBookingPerDay: number;
  /** Password-reset requests allowed per client IP and per e-mail within `passwordResetWindowSeconds`. */
  passwordResetsPerIp: number;
  passwordResetsPerEmail: number;
  passwordResetWindowSeconds: number;
}

export interface ApiEnv {
  Variables: {
    deps: AppDependencies;
    /** The modules and settings pages the app was composed with (`createApp`). */
    registry: Registry;
    requestId: string;
    log: Logger;
    clientIp: string;
    /** Set by `authenticate` for every call that needs a signed-in user. */
    user: PublicUser;
    userRecord: UserRecord;
    /** The verified claims of the caller's token (set by `authenticate`). */
    tokenClaims: TokenClaims;
  };
}

/** The API router every route module registers its routes on. */
export type ApiApp = OpenAPIHono<ApiEnv>;
