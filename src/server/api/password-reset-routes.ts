import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { passwordResetBody, resetLinkRequestBody } from '@/lib/account-rules';
import { RESET_LINK_MINUTES, requestPasswordReset, resetPasswordWithToken } from '../auth/password-reset';
import { findUserByEmail } from '../auth/users';
import { startMailWorker } from '../mail/worker';
import { afterAnswer } from './after-answer';
import type { ApiApp } from './context';
import { ApiError } from './errors';
import { errorResponses, jsonBody, jsonContent } from './openapi-shapes';
import { rateLimitsFor } from './rate-limits';

const outcomeSchema = z.object({ success: z.literal(true), message: z.string() });

/** Whether a link can be e-mailed at all: the same for every address, so it tells nothing of accounts. */
const linkRequestOutcomeSchema = outcomeSchema.extend({ mailConfigured: z.boolean() });

const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  operationId: 'requestPasswordReset',
  security: [],
  tags: ['Auth'],
  summary:
    'E-mail a link to set a new password. The answer is the same whether or not an account has this address.',
  request: { body: jsonBody(resetLinkRequestBody) },
  responses: {
    200: jsonContent(
      'Accepted (a link is sent only to an existing, active account); `mailConfigured` false: no e-mail can be sent yet',
      linkRequestOutcomeSchema,
    ),
    ...errorResponses(400, 429),
  },
});

const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  operationId: 'resetPassword',
  security: [],
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
const MAIL_NOT_CONFIGURED =
  'No e-mail can be sent yet: e-mail is not set up on this site. Ask an administrator to set a new password for you.';
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
    const mailConfigured = (await deps.mailSettings.smtpSetup(database, deps.authSecret)).ready;
    if (user?.active) {
      // Made and mailed after the answer (the last thing the handler does before answering): an
      // existing account must not answer slower than none.
      afterAnswer(c, 'password reset link', async () => {
        await requestPasswordReset(database, user, {
          publicUrl: deps.publicUrl,
          brand: await deps.mailSettings.brand(database, deps.publicUrl),
          ip,
          appSecret: await deps.authSecret(),
        });
        startMailWorker(deps);
        c.get('log').info({ userId: user.id }, 'password reset link requested');
      });
    }
    return c.json(
      { success: true as const, message: mailConfigured ? LINK_SENT : MAIL_NOT_CONFIGURED, mailConfigured },
      200,
    );
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
