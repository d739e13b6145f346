import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { challengeBody, codeBody, passwordConfirmBody, verifyBody } from '@/lib/two-factor-rules';
import { recordActivity } from '../activity-log/record';
import { authenticatorUri, keyForTyping } from '../auth/one-time-codes';
import { verifyPassword } from '../auth/password';
import { readChallenge } from '../auth/sign-in-challenge';
import {
  challengeIsOpen,
  claimChallenge,
  confirmTwoFactor,
  hasTwoFactor,
  isTwoFactorRequired,
  passAppCode,
  passSecondStep,
  pendingKeyOf,
  removeTwoFactor,
  replaceRecoveryCodes,
  twoFactorStateOf,
} from '../auth/two-factor';
import { findUserById, toPublicUser, type UserRecord } from '../auth/users';
import type { ApiApp, ApiEnv } from './context';
import { conflict, forbidden, invalidInput, unauthorized } from './errors';
import { authenticate } from './guard';
import { issueToken } from './issue-token';
import { errorResponses, jsonBody, jsonContent, userSchema } from './openapi-shapes';
import { rateLimitsFor } from './rate-limits';

export const WRONG_CODE =
  'That code is not right, or it was used already. Type the code your app shows now, or an unused recovery code.';
/** While an app is being set up there are no recovery codes yet. */
export const WRONG_SETUP_CODE =
  "That is not the code your app shows now. Check that the app holds this site's key and that the phone's clock is right.";
const WRONG_APP_CODE = 'That is not the code your app shows now.';
const COMPLETED_ALREADY = 'This sign-in was completed already. Please sign in again.';
const SIGN_IN_AGAIN = 'Your sign-in took too long or is no longer valid. Please sign in again.';

const setupSchema = z.object({
  /** The key as people type it into an app that cannot scan the QR code. */
  secret: z.string(),
  /** The `otpauth://` address the QR code carries. */
  uri: z.string(),
});
const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

const verifyRoute = createRoute({
  method: 'post',
  path: '/auth/verify',
  operationId: 'verifySignIn',
  security: [],
  tags: ['Auth'],
  summary: 'The second step of a sign-in: a code from the authenticator app, or a one-use recovery code',
  description:
    'Takes the challenge the password step answered. For a set-up that an administrator requires (`secondStep: "enrol"`), the first code confirms the new app and the answer also carries the ten recovery codes, shown once.',
  request: { body: jsonBody(verifyBody) },
  responses: {
    200: jsonContent(
      'Signed in',
      z.object({
        success: z.literal(true),
        message: z.string(),
        accessToken: z.string(),
        data: userSchema,
        recoveryCodes: z.array(z.string()).optional(),
        recoveryCodesLeft: z.number().int(),
      }),
    ),
    ...errorResponses(400, 401, 429),
  },
});

const enrolmentRoute = createRoute({
  method: 'post',
  path: '/auth/verify/enrolment',
  operationId: 'startRequiredTwoFactorSetup',
  security: [],
  tags: ['Auth'],
  summary: 'The authenticator key of a sign-in that must first set up two-factor sign-in',
  request: { body: jsonBody(challengeBody) },
  responses: { 200: jsonContent('The key to add to the app', setupSchema), ...errorResponses(400, 401, 409) },
});

const accountStateRoute = createRoute({
  method: 'get',
  path: '/account/two-factor',
  operationId: 'getOwnTwoFactor',
  tags: ['Auth'],
  summary: "Whether the signed-in user's two-factor sign-in is on, and how many recovery codes are left",
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  responses: {
    200: jsonContent(
      'Two-factor state',
      z.object({
        enabled: z.boolean(),
        enabledAt: z.string().nullable(),
        recoveryCodesLeft: z.number().int(),
        required: z.boolean(),
      }),
    ),
    ...errorResponses(401),
  },
});

const accountSetupRoute = createRoute({
  method: 'post',
  path: '/account/two-factor/setup',
  operationId: 'startOwnTwoFactorSetup',
  tags: ['Auth'],
  summary: 'Start setting up an authenticator app: its key (kept until confirmed by a code)',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  responses: { 200: jsonContent('The key to add to the app', setupSchema), ...errorResponses(401, 409) },
});

const accountConfirmRoute = createRoute({
  method: 'post',
  path: '/account/two-factor/confirm',
  operationId: 'confirmOwnTwoFactor',
  tags: ['Auth'],
  summary: "Turn two-factor sign-in on with the app's first code; answers the ten recovery codes once",
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  request: { body: jsonBody(codeBody) },
  responses: { 200: jsonContent('On', recoveryCodesSchema), ...errorResponses(400, 401, 409, 429) },
});

const recoveryCodesRoute = createRoute({
  method: 'post',
  path: '/account/two-factor/recovery-codes',
  operationId: 'replaceOwnRecoveryCodes',
  tags: ['Auth'],
  summary: 'Ten new recovery codes (the old ones stop working), for a current code of the app',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  request: { body: jsonBody(codeBody) },
  responses: { 200: jsonContent('New codes', recoveryCodesSchema), ...errorResponses(400, 401, 409, 429) },
});

const accountRemoveRoute = createRoute({
  method: 'delete',
  path: '/account/two-factor',
  operationId: 'removeOwnTwoFactor',
  tags: ['Auth'],
  summary: 'Turn two-factor sign-in off (with the password); refused while an administrator requires it',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  request: { body: jsonBody(passwordConfirmBody) },
  responses: {
    200: jsonContent('Off', z.object({ enabled: z.literal(false) })),
    ...errorResponses(400, 401, 403, 429),
  },
});

/** The account a challenge stands for, still active and not signed out everywhere since. */
async function challengedUser(c: Context<ApiEnv>, challengeToken: string, step?: 'enrol') {
  const deps = c.get('deps');
  const challenge = await readChallenge(challengeToken, await deps.authSecret());
  if (!challenge || (step && challenge.step !== step)) throw unauthorized(SIGN_IN_AGAIN);
  const user = await findUserById(await deps.database(), challenge.userId);
  if (!user?.active || user.tokenVersion !== challenge.tokenVersion) throw unauthorized(SIGN_IN_AGAIN);
  return { user, step: challenge.step, issuedAt: challenge.issuedAt };
}

async function setupAnswer(c: Context<ApiEnv>, user: UserRecord) {
  const deps = c.get('deps');
  const database = await deps.database();
  const key = await pendingKeyOf(database, user.id, await deps.authSecret());
  if (!key) throw conflict({}, 'Two-factor sign-in is already on for this account');
  const issuer = await deps.mailSettings.brand(database, deps.publicUrl);
  return { secret: keyForTyping(key), uri: authenticatorUri(key, issuer, user.email) };
}

/** A code attempt counted before it is checked (like a password); `check` answers whether it was right. */
async function checkCode<T>(
  c: Context<ApiEnv>,
  user: UserRecord,
  check: () => Promise<T | null>,
  wrongCode = WRONG_CODE,
): Promise<T> {
  const limits = await rateLimitsFor(c);
  const attempt = await limits.startCodeAttempt(user.id);
  const result = await check();
  if (result === null) {
    await recordActivity(await c.get('deps').database(), {
      userId: user.id,
      module: 'auth',
      action: 'two-factor-failed',
      ip: c.get('clientIp'),
    });
    throw invalidInput({ code: [wrongCode] }, wrongCode);
  }
  await attempt.succeeded();
  return result;
}

export function registerTwoFactorRoutes(app: ApiApp) {
  app.openapi(verifyRoute, async (c) => {
    const body = c.req.valid('json');
    const { user, step: issuedStep, issuedAt } = await challengedUser(c, body.challenge);
    const deps = c.get('deps');
    const database = await deps.database();
    const secret = await deps.authSecret();
    // Checked before any code is spent: a used challenge never uses up a recovery code.
    if (!(await challengeIsOpen(database, user.id, issuedAt))) throw unauthorized(COMPLETED_ALREADY);
    // A set-up finished meanwhile (another tab): the app's code is then an ordinary second step.
    const step = issuedStep === 'enrol' && (await hasTwoFactor(database, user.id)) ? 'code' : issuedStep;
    const passed = await checkCode(
      c,
      user,
      async () => {
        if (step === 'enrol') {
          const codes = await confirmTwoFactor(database, user.id, body.code, secret);
          return codes ? { how: 'app-code' as const, recoveryCodes: codes } : null;
        }
        const how = await passSecondStep(database, user.id, body.code, secret);
        return how ? { how, recoveryCodes: undefined } : null;
      },
      step === 'enrol' ? WRONG_SETUP_CODE : WRONG_CODE,
    );
    // One password typed opens one session: the challenge is used up by its first success.
    if (!(await claimChallenge(database, user.id, issuedAt))) throw unauthorized(COMPLETED_ALREADY);
    const ip = c.get('clientIp');
    if (passed.recoveryCodes)
      await recordActivity(database, { userId: user.id, module: 'auth', action: 'two-factor-enabled', ip });
    await recordActivity(database, {
      userId: user.id,
      module: 'auth',
      action: passed.how === 'recovery-code' ? 'login-recovery-code' : 'login',
      ip,
    });
    const { recoveryCodesLeft } = await twoFactorStateOf(database, user.id);
    const accessToken = await issueToken(deps, user);
    return c.json(
      {
        success: true as const,
        message: 'Signed in',
        accessToken,
        data: toPublicUser(user),
        recoveryCodes: passed.recoveryCodes,
        recoveryCodesLeft,
      },
      200,
    );
  });

  app.openapi(enrolmentRoute, async (c) => {
    const { user } = await challengedUser(c, c.req.valid('json').challenge, 'enrol');
    return c.json(await setupAnswer(c, user), 200);
  });

  app.openapi(accountStateRoute, async (c) => {
    const database = await c.get('deps').database();
    const state = await twoFactorStateOf(database, c.get('user').id);
    return c.json({ ...state, required: await isTwoFactorRequired(database) }, 200);
  });

  app.openapi(accountSetupRoute, async (c) => c.json(await setupAnswer(c, c.get('userRecord')), 200));

  app.openapi(accountConfirmRoute, async (c) => {
    const user = c.get('userRecord');
    const deps = c.get('deps');
    const database = await deps.database();
    if (await hasTwoFactor(database, user.id))
      throw conflict({}, 'Two-factor sign-in is already on for this account');
    const secret = await deps.authSecret();
    const { code } = c.req.valid('json');
    const recoveryCodes = await checkCode(
      c,
      user,
      () => confirmTwoFactor(database, user.id, code, secret),
      WRONG_SETUP_CODE,
    );
    await recordActivity(database, {
      userId: user.id,
      module: 'auth',
      action: 'two-factor-enabled',
      ip: c.get('clientIp'),
    });
    return c.json({ recoveryCodes }, 200);
  });

  app.openapi(recoveryCodesRoute, async (c) => {
    const user = c.get('userRecord');
    const deps = c.get('deps');
    const database = await deps.database();
    if (!(await hasTwoFactor(database, user.id)))
      throw conflict({}, 'Two-factor sign-in is not on for this account');
    const secret = await deps.authSecret();
    const { code } = c.req.valid('json');
    await checkCode(
      c,
      user,
      async () => ((await passAppCode(database, user.id, code, secret)) ? true : null),
      WRONG_APP_CODE,
    );
    const recoveryCodes = await replaceRecoveryCodes(database, user.id);
    await recordActivity(database, {
      userId: user.id,
      module: 'auth',
      action: 'recovery-codes-replaced',
      ip: c.get('clientIp'),
    });
    return c.json({ recoveryCodes }, 200);
  });

  app.openapi(accountRemoveRoute, async (c) => {
    const user = c.get('userRecord');
    const database = await c.get('deps').database();
    if (await isTwoFactorRequired(database))
      throw forbidden('An administrator requires two-factor sign-in for every account');
    const limits = await rateLimitsFor(c);
    const ip = c.get('clientIp');
    const attempt = await limits.startLoginAttempt(ip, user.email.toLowerCase());
    if (!(await verifyPassword(user.passwordHash, c.req.valid('json').password)))
      throw invalidInput({ password: ['The password is not correct'] });
    await attempt.succeeded();
    if (await removeTwoFactor(database, user.id))
      await recordActivity(database, { userId: user.id, module: 'auth', action: 'two-factor-disabled', ip });
    return c.json({ enabled: false as const }, 200);
  });
}
