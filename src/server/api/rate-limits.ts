import 'server-only';
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

const defaultRateLimits: RateLimitSettings = {
  loginFailuresPerIp: 30,
  loginFailuresPerEmail: 8,
  loginWindowSeconds: 15 * 60,
  publicFormsPerIpPerHour: 20,
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

const tooManyAttempts = (result: RateLimiterRes) => {
  const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return new ApiError(
    429,
    `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`,
    undefined,
    {
      'Retry-After': String(seconds),
    },
  );
};

function createRateLimits(database: Database, settings: RateLimitSettings) {
  const loginByIp = createLimiter(
    database,
    'login_ip',
    settings.loginFailuresPerIp,
    settings.loginWindowSeconds,
  );
  const loginByEmail = createLimiter(
    database,
    'login_email',
    settings.loginFailuresPerEmail,
    settings.loginWindowSeconds,
  );
  const publicFormsByIp = createLimiter(
    database,
    'public_form_ip',
    settings.publicFormsPerIpPerHour,
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
      try {
        await publicFormsByIp.consume(ip);
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        throw tooManyAttempts(rejection as RateLimiterRes);
      }
    },
    /**
     * Counts one password-reset request of the IP and of the e-mail (known account or not, so the
     * answer tells nothing); refuses (429) past either allowance.
     */
    async consumePasswordResetRequest(ip: string, email: string) {
      try {
        await passwordResetsByIp.consume(ip);
        await passwordResetsByEmail.consume(email);
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        throw tooManyAttempts(rejection as RateLimiterRes);
      }
    },
    /** Refuses (429) a sign-in when the IP or the e-mail has used up its failures. */
    async assertLoginAllowed(ip: string, email: string) {
      const [byIp, byEmail] = await Promise.all([loginByIp.get(ip), loginByEmail.get(email)]);
      for (const [result, limit] of [
        [byIp, settings.loginFailuresPerIp],
        [byEmail, settings.loginFailuresPerEmail],
      ] as const) {
        if (result && result.consumedPoints >= limit) throw tooManyAttempts(result);
      }
    },
    async recordLoginFailure(ip: string, email: string) {
      await Promise.all([loginByIp.penalty(ip, 1), loginByEmail.penalty(email, 1)]);
    },
    async recordLoginSuccess(email: string) {
      await loginByEmail.delete(email);
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
