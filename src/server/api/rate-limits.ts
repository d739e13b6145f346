import 'server-only';
import { createHash } from 'node:crypto';
import type Sqlite from 'better-sqlite3';
import type { Context } from 'hono';
import type pg from 'pg';
import {
  type IRateLimiterStoreOptions,
  RateLimiterPostgres,
  type RateLimiterRes,
  RateLimiterSQLite,
} from 'rate-limiter-flexible';
import type { Database } from '../db/engine';
import type { ApiEnv, RateLimitSettings } from './context';
import { ApiError } from './errors';
import { rateLimitKeyOfAddress } from './rate-limit-key';

const defaultRateLimits: RateLimitSettings = {
  /** Failed sign-ins per client address, whatever the e-mail. */
  loginFailuresPerIp: 30,
  /** Failed sign-ins per (e-mail, client address) pair: failures elsewhere never lock the owner out. */
  loginFailuresPerEmail: 8,
  loginWindowSeconds: 15 * 60,
  // A code has a million values: eight guesses per quarter hour, like a password's.
  codeFailuresPerAccount: 8,
  publicFormsPerIpPerHour: 20,
  // Someone calling around taps a few times a visit; a script posting in a loop is cut off.
  publicBeaconsPerIpPerHour: 60,
  // A person moves a survey a few times, not sixty: each change mails the visitor and staff.
  surveyChangesPerIpPerHour: 10,
  surveyMovesPerBookingPerDay: 5,
  passwordResetsPerIp: 10,
  passwordResetsPerEmail: 3,
  passwordResetWindowSeconds: 60 * 60,
};

type Limiter = RateLimiterSQLite | RateLimiterPostgres;

/** Counters kept in the database (table `rate_limits`), so limits hold across app instances. */
function createLimiter(database: Database, keyPrefix: string, points: number, duration: number): Limiter {
  const options: IRateLimiterStoreOptions = {
    keyPrefix,
    points,
    duration,
    tableName: 'rate_limits',
    tableCreated: true,
    storeClient: database.raw,
  };
  return database.engine === 'postgres'
    ? new RateLimiterPostgres({ ...options, storeClient: database.raw as pg.Pool, storeType: 'pool' })
    : new RateLimiterSQLite({
        ...options,
        storeClient: database.raw as Sqlite.Database,
        storeType: 'better-sqlite3',
      });
}

/** 429 with the minutes to wait and `Retry-After`, the same for every limit. */
export const tooManyAttemptsFor = (msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    undefined,
    {
      'Retry-After': String(seconds),
    },
  );
};

/** Longest key kept as is; the table's key column is `varchar(255)`, the limiter's prefix included. */
const MAX_PLAIN_KEY_LENGTH = 100;

/**
 * The stored form of a counter's key: short ones as they are, long ones (a 254-character e-mail,
 * an address read from X-Forwarded-For) as their SHA-256, so every key fits the column.
 */
const storedKey = (key: string) =>
  key.length <= MAX_PLAIN_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`;

/** Spends one point of `key`; refuses (429 with Retry-After) once its allowance is used up. */
async function consumeOrRefuse(limiter: Limiter, key: string) {
  try {
    await limiter.consume(storedKey(key));
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    throw tooManyAttemptsFor((rejection as RateLimiterRes).msBeforeNext);
  }
}

/**
 * Spends one point of a client address's allowance: the address as the limits count it (an IPv6
 * client by its /64), so no per-address limit can be escaped by hopping addresses of one network.
 */
const consumeForAddress = (limiter: Limiter, address: string) =>
  consumeOrRefuse(limiter, rateLimitKeyOfAddress(address));

/** A sign-in attempt that has been counted; tell it when the password turned out right. */
export interface LoginAttempt {
  /** The password was right: the attempt is not a failure, and the pair's failures start over. */
  succeeded(): Promise<void>;
}

function createRateLimits(database: Database, settings: RateLimitSettings) {
  // Sign-in failures are counted per client address, and per (e-mail, address) pair: someone
  // guessing an account's password from elsewhere uses up only his own allowance, never the
  // owner's. The per-address ceiling stops one address spraying guesses over many accounts.
  const loginByIp = createLimiter(
    database,
    'login_ip',
    settings.loginFailuresPerIp,
    settings.loginWindowSeconds,
  );
  const loginByEmailAndIp = createLimiter(
    database,
    'login_email_ip',
    settings.loginFailuresPerEmail,
    settings.loginWindowSeconds,
  );
  const codesByAccount = createLimiter(
    database,
    'two_factor_user',
    settings.codeFailuresPerAccount,
    settings.loginWindowSeconds,
  );
  const publicFormsByIp = createLimiter(
    database,
    'public_form_ip',
    settings.publicFormsPerIpPerHour,
    60 * 60,
  );
  const publicBeaconsByIp = createLimiter(
    database,
    'public_beacon_ip',
    settings.publicBeaconsPerIpPerHour,
    60 * 60,
  );
  const surveyChangesByIp = createLimiter(
    database,
    'survey_change_ip',
    settings.surveyChangesPerIpPerHour,
    60 * 60,
  );
  const passwordResetsByIp = createLimiter(
    database,
    'password_reset_ip',
    settings.passwordResetsPerIp,
    settings.passwordResetWindowSeconds,
  );
  const passwordResetsByEmail = createLimiter(
    database,
    'password_reset_email',
    settings.passwordResetsPerEmail,
    settings.passwordResetWindowSeconds,
  );
  return {
    /** Counts one public form submission; refuses (429) past the hourly allowance of the IP. */
    async consumePublicForm(ip: string) {
      await consumeForAddress(publicFormsByIp, ip);
    },
    /** Counts one anonymous counting beacon; refuses (429) past the hourly allowance of the IP. */
    async consumePublicBeacon(ip: string) {
      await consumeForAddress(publicBeaconsByIp, ip);
    },
    /** Counts one move or cancellation through a private link; refuses (429) past the IP's hourly allowance. */
    async consumeSurveyChange(ip: string) {
      await consumeForAddress(surveyChangesByIp, ip);
    },
    /** How often the visitor may move one booked survey within a day (counted from the activity log). */
    surveyMovesPerBookingPerDay: settings.surveyMovesPerBookingPerDay,
    /**
     * Counts one password-reset request of the IP and of the e-mail (known account or not, so the
     * answer tells nothing); refuses (429) past either allowance.
     */
    async consumePasswordResetRequest(ip: string, email: string) {
      await consumeForAddress(passwordResetsByIp, ip);
      await consumeOrRefuse(passwordResetsByEmail, email);
    },
    /**
     * Counts a password guess (a sign-in, or the current password of a password change) as a
     * failure BEFORE the password is checked, or refuses it (429) when the address, or this e-mail
     * from this address, has no failures left. The counters are updated atomically in the
     * database, so of any number of parallel attempts at most the allowance reaches the (slow)
     * password check. A right password gives its point back through `succeeded()`.
     */
    async startLoginAttempt(ip: string, email: string): Promise<LoginAttempt> {
      const client = rateLimitKeyOfAddress(ip);
      // No e-mail in clear in the counters table: the pair is stored as a hash.
      const pair = `sha256:${createHash('sha256').update(`${client}\n${email.toLowerCase()}`).digest('base64url')}`;
      await consumeOrRefuse(loginByIp, client);
      try {
        await consumeOrRefuse(loginByEmailAndIp, pair);
      } catch (error) {
        // Refused for this account: the address's point was not spent on a password check.
        await loginByIp.reward(storedKey(client), 1).catch(() => {});
        throw error;
      }
      return {
        async succeeded() {
          await Promise.all([loginByIp.reward(storedKey(client), 1), loginByEmailAndIp.delete(pair)]);
        },
      };
    },
    /**
     * Counts a code of the second sign-in step as a failure before it is checked, per account (a
     * code can only be tried after the account's right password), or refuses it (429). Not per
     * client address: staff behind one office address mistyping codes must not lock each other, or
     * anyone's password sign-in, out. Typing the password again does not give failures back.
     */
    async startCodeAttempt(userId: number): Promise<LoginAttempt> {
      const account = `user:${userId}`;
      await consumeOrRefuse(codesByAccount, account);
      return {
        async succeeded() {
          await codesByAccount.delete(account);
        },
      };
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

const limitsByDatabase = new WeakMap<Database, RateLimits>();

/** The rate limits of the request's database, made once per database. */
export async function rateLimitsFor(c: Context<ApiEnv>): Promise<RateLimits> {
  const deps = c.get('deps');
  const database = await deps.database();
  let limits = limitsByDatabase.get(database);
  if (!limits) {
    limits = createRateLimits(database, { ...defaultRateLimits, ...deps.rateLimits });
    limitsByDatabase.set(database, limits);
  }
  return limits;
}
