import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { loginBody, registerBody } from '@/lib/account-rules';
import { recordActivity } from '../activity-log/record';
import { verifyPassword } from '../auth/password';
import { signChallenge } from '../auth/sign-in-challenge';
import { secondStepOf } from '../auth/two-factor';
import { countUsers, findUserByEmail, insertFirstAdmin, toPublicUser } from '../auth/users';
import type { ApiApp } from './context';
import { ApiError, forbidden } from './errors';
import { authenticate } from './guard';
import { issueToken } from './issue-token';
import { errorResponses, jsonBody, jsonContent, userSchema } from './openapi-shapes';
import { rateLimitsFor } from './rate-limits';
import { registerRenewRoute } from './renew-route';
import { registerSignOutRoute } from './sign-out-route';

const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  operationId: 'login',
  security: [],
  tags: ['Auth'],
  summary: 'Sign in with e-mail and password',
  request: { body: jsonBody(loginBody) },
  responses: {
    200: jsonContent(
      'Signed in; or, for an account with two-factor sign-in (or one that must set it up), the challenge its second step (`/auth/verify`) takes',
      z.union([
        z.object({
          success: z.literal(true),
          message: z.string(),
          accessToken: z.string(),
          data: userSchema,
        }),
        z.object({
          success: z.literal(true),
          message: z.string(),
          secondStep: z.enum(['code', 'enrol']),
          challenge: z.string(),
        }),
      ]),
    ),
    ...errorResponses(400, 401, 429),
  },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/auth/login',
  operationId: 'getSignedInUser',
  tags: ['Auth'],
  summary: 'The signed-in user of a bearer token (restores a session at start-up)',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  responses: { 200: jsonContent('The user', z.object({ user: userSchema })), ...errorResponses(401) },
});

const registerRoute = createRoute({
  method: 'post',
  path: '/account/register',
  operationId: 'registerFirstAdministrator',
  security: [],
  tags: ['Auth'],
  summary: 'Create the first administrator (only while no user exists)',
  request: { body: jsonBody(registerBody) },
  responses: {
    201: jsonContent('First administrator created', z.object({ accessToken: z.string(), user: userSchema })),
    ...errorResponses(400, 403),
  },
});

const setupRoute = createRoute({
  method: 'get',
  path: '/account/setup',
  operationId: 'getAccountSetup',
  security: [],
  tags: ['Auth'],
  summary: 'Whether the first administrator still has to be created',
  responses: { 200: jsonContent('Set-up state', z.object({ needsSetup: z.boolean() })) },
});

const WRONG_CREDENTIALS = 'Wrong e-mail or password';

export function registerAuthRoutes(app: ApiApp) {
  app.openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    const database = await c.get('deps').database();
    const limits = await rateLimitsFor(c);
    const emailKey = email.toLowerCase();
    const ip = c.get('clientIp');
    // Counted before the password is checked, so parallel guesses cannot outrun the limit.
    const attempt = await limits.startLoginAttempt(ip, emailKey);

    const user = await findUserByEmail(database, email);
    const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !passwordMatches || !user.active) {
      await recordActivity(database, {
        userId: user?.id ?? null,
        module: 'auth',
        action: 'login-failed',
        ip,
      });
      // The same answer for an unknown e-mail, a wrong password and an inactive account.
      throw new ApiError(
        401,
        user && passwordMatches && !user.active ? 'This account is inactive' : WRONG_CREDENTIALS,
      );
    }
    await attempt.succeeded();
    // The password was right; an account with a second factor gets its token from /auth/verify.
    const secondStep = await secondStepOf(database, user.id);
    if (secondStep) {
      const challenge = await signChallenge(
        { userId: user.id, tokenVersion: user.tokenVersion, step: secondStep },
        await c.get('deps').authSecret(),
      );
      const message =
        secondStep === 'code'
          ? 'Enter the code from your authenticator app'
          : 'Set up two-factor sign-in to go on';
      return c.json({ success: true as const, message, secondStep, challenge }, 200);
    }
    await recordActivity(database, { userId: user.id, module: 'auth', action: 'login', ip });
    const accessToken = await issueToken(c.get('deps'), user);
    return c.json(
      { success: true as const, message: 'Signed in', accessToken, data: toPublicUser(user) },
      200,
    );
  });

  app.openapi(sessionRoute, (c) => c.json({ user: c.get('user') }, 200));
  registerRenewRoute(app);
  registerSignOutRoute(app);

  app.openapi(setupRoute, async (c) => {
    const count = await countUsers(await c.get('deps').database());
    return c.json({ needsSetup: count === 0 }, 200);
  });

  app.openapi(registerRoute, async (c) => {
    const body = c.req.valid('json');
    const database = await c.get('deps').database();
    if ((await countUsers(database)) > 0)
      throw forbidden('Registration is closed. Ask an administrator for an account.');
    const user = await insertFirstAdmin(database, body);
    if (!user) throw forbidden('Registration is closed. Ask an administrator for an account.');
    await recordActivity(database, {
      userId: user.id,
      module: 'users',
      recordId: user.id,
      action: 'create',
      ip: c.get('clientIp'),
    });
    const accessToken = await issueToken(c.get('deps'), user);
    return c.json({ accessToken, user: toPublicUser(user) }, 201);
  });
}
