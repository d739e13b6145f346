import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { passwordChangeBody } from '@/lib/account-rules';
import { verifyPassword } from '../auth/password';
import { replaceOwnPassword } from '../auth/password-change';
import type { ApiApp } from './context';
import { invalidInput } from './errors';
import { authenticate } from './guard';
import { issueToken } from './issue-token';
import { errorResponses, jsonBody, jsonContent } from './openapi-shapes';
import { rateLimitsFor } from './rate-limits';

const passwordChangeRoute = createRoute({
  method: 'post',
  path: '/account/password',
  operationId: 'changePassword',
  tags: ['Auth'],
  summary:
    "Change the signed-in user's own password. Every earlier token of the user stops working; the answer carries a fresh one.",
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  request: { body: jsonBody(passwordChangeBody) },
  responses: {
    200: jsonContent('Password changed; use this token from now on', z.object({ accessToken: z.string() })),
    ...errorResponses(400, 401, 429),
  },
});

export function registerPasswordChangeRoute(app: ApiApp) {
  app.openapi(passwordChangeRoute, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const user = c.get('userRecord');
    const ip = c.get('clientIp');
    const emailKey = user.email.toLowerCase();
    // Guessing the current password is guessing a sign-in: it spends the same failure allowance.
    const limits = await rateLimitsFor(c);
    // Counted before the check, so parallel guesses cannot outrun the limit.
    const attempt = await limits.startLoginAttempt(ip, emailKey);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw invalidInput({ currentPassword: ['The current password is not correct'] });
    }
    await attempt.succeeded();

    const database = await c.get('deps').database();
    const tokenVersion = await replaceOwnPassword(database, user.id, newPassword, ip);
    // Typing the current password is signing in again: the session's absolute end starts over.
    const accessToken = await issueToken(c.get('deps'), { ...user, tokenVersion });
    return c.json({ accessToken }, 200);
  });
}
