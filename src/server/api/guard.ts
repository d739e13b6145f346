import 'server-only';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Access } from '@/kit/define-module';
import { previousSecrets } from '../auth/secret-rotation';
import { checkAccessToken, DEFAULT_SESSION_MAX_SECONDS } from '../auth/tokens';
import { findUserById, toPublicUser } from '../auth/users';
import type { ApiEnv } from './context';
import { forbidden, unauthorized } from './errors';

/** The scheme's name is case-insensitive (RFC 9110): `bearer` is `Bearer`. */
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i;

/** "7 days", "12 hours", "90 minutes": the session limit as people read it. */
function describeDuration(seconds: number): string {
  const [size, unit] =
    seconds % 86_400 === 0
      ? [seconds / 86_400, 'day']
      : seconds % 3_600 === 0
        ? [seconds / 3_600, 'hour']
        : seconds % 60 === 0
          ? [seconds / 60, 'minute']
          : [seconds, 'second'];
  return `${size} ${unit}${size === 1 ? '' : 's'}`;
}

/**
 * Accepts only a valid, unexpired HS256 token of an active user whose token version still matches
 * (a password change or deactivation bumps the version and so revokes every earlier token), of a
 * session the user has not signed out of (`sign-out-route.ts`).
 */
export const authenticate = createMiddleware<ApiEnv>(async (c, next) => {
  const match = c.req.header('authorization')?.match(BEARER);
  if (!match) throw unauthorized();
  const deps = c.get('deps');
  const sessionMaxSeconds = deps.sessionMaxSeconds ?? DEFAULT_SESSION_MAX_SECONDS;
  const current = await deps.authSecret();
  const secrets = [{ secret: current }, ...(await previousSecrets(await deps.database(), current))];
  const check = await checkAccessToken(match[1], secrets, sessionMaxSeconds);
  if (!check.claims) {
    throw unauthorized(
      check.sessionLimitReached
        ? `Your session has reached its limit of ${describeDuration(sessionMaxSeconds)}. Please sign in again.`
        : 'Your session has expired or is invalid. Please sign in again.',
    );
  }
  const { claims } = check;
  c.set('tokenClaims', claims);
  const user = await findUserById(await deps.database(), claims.userId);
  // Deactivated, revoked (a password change), or a session the user signed out of.
  if (
    !user?.active ||
    user.tokenVersion !== claims.tokenVersion ||
    user.signedOutSessions.some((ended) => ended.session === claims.sessionId)
  ) {
    throw unauthorized('Your session has expired or is invalid. Please sign in again.');
  }
  c.set('userRecord', user);
  c.set('user', toPublicUser(user));
  await next();
});

/**
 * For routes that are also a public form: a call without an Authorization header is answered by
 * `publicHandler`; any call with one goes on to `authenticate` like every staff call.
 */
export const publicOrStaff = (publicHandler: (c: Context<ApiEnv>) => Promise<Response>) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    if (c.req.header('authorization') === undefined) return publicHandler(c);
    await next();
  });

/** Role check after `authenticate`: `admin` modules are for administrators only. */
export const requireAccess = (access: Access) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    if (access === 'admin' && c.get('user').role !== 'admin') throw forbidden();
    await next();
  });
