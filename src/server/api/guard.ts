import 'server-only';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Access } from '@/modules/kit/define-module';
import { verifyAccessToken } from '../auth/tokens';
import { findUserById, toPublicUser } from '../auth/users';
import type { ApiEnv } from './context';
import { forbidden, unauthorized } from './errors';

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

/**
 * Accepts only a valid, unexpired HS256 token of an active user whose token version still matches:
 * a password change or deactivation bumps the version and so revokes every earlier token.
 */
export const authenticate = createMiddleware<ApiEnv>(async (c, next) => {
  const match = c.req.header('authorization')?.match(BEARER);
  if (!match) throw unauthorized();
  const deps = c.get('deps');
  const claims = await verifyAccessToken(match[1], await deps.authSecret());
  if (!claims) throw unauthorized('Your session has expired or is invalid. Please sign in again.');
  const user = await findUserById(await deps.database(), claims.userId);
  if (!user?.active || user.tokenVersion !== claims.tokenVersion) {
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
