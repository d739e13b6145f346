import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { passwordResetBody, resetLinkRequestBody } from '@/lib/account-rules';
import { RESET_LINK_MINUTES, requestPasswordReset, resetPasswordWithToken } from '../auth/password-reset';
import { findUserByEmail } from '../auth/users';
import type { ApiApp } from './app';
import { ApiError } from './errors';
import { errorResponses, jsonBody, jsonContent } from './openapi-shapes';
import { rateLimitsFor } from './rate-limits';

const outcomeSchema = z.object({ success: z.literal(true), message: z.string() });

const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  tags: ['Auth'],
  summary:
    'E-mail a link to set a new password. The answer is the same whether or not an account has this address.',
  request: { body: jsonBody(resetLinkRequestBody) },
  responses: {
    200: jsonContent('Accepted (a link is sent only to an existing, active account)', outcomeSchema),
    ...errorResponses(400, 429),
  },
});

const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags: ['Auth'],
  summary:
    'Set a new password with the token of a reset link. The link is used up and every earlier session of the user ends.',
  request: { body: jsonBody(passwordResetBody) },
  responses: {
    200: jsonContent('Password changed', outcomeSchema),
    ...errorResponses(400),
  },
});

const LINK_SENT = `If an account uses this address, a link to set a new password is on its way. It works for ${RESET_LINK_MINUTES} minutes.`;
const LINK_NOT_VALID =
  'This link is not valid any more: it was used already or has expired. Ask for a new one.';

export function registerPasswordResetRoutes(app: ApiApp) {
  app.openapi(forgotPasswordRoute, async (c) => {
    const { email } = c.req.valid('json');
    const deps = c.get('deps');
    const ip = c.get('clientIp');
    const limits = await rateLimitsFor(c);
    await limits.consumePasswordResetRequest(ip, email.toLowerCase());

    const database = await deps.database();
    const user = await findUserByEmail(database, email);
    if (user?.active) {
      await requestPasswordReset(database, user, { publicUrl: deps.publicUrl, ip });
      c.get('log').info({ userId: user.id }, 'password reset link requested');
    }
    return c.json({ success: true as const, message: LINK_SENT }, 200);
  });

  app.openapi(resetPasswordRoute, async (c) => {
    const { token, password } = c.req.valid('json');
    const database = await c.get('deps').database();
    const changed = await resetPasswordWithToken(database, token, password, c.get('clientIp'));
    if (!changed) throw new ApiError(400, LINK_NOT_VALID);
    return c.json(
      { success: true as const, message: 'Your password was changed. Sign in with the new password.' },
      200,
    );
  });
}
