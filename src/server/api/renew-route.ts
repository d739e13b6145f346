import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from './context';
import { authenticate } from './guard';
import { issueToken } from './issue-token';
import { errorResponses, jsonContent } from './openapi-shapes';

const renewRoute = createRoute({
  method: 'post',
  path: '/auth/renew',
  operationId: 'renewToken',
  tags: ['Auth'],
  summary: 'Trade a valid, unrevoked token for a fresh one (staying signed in before the session ends)',
  description:
    'The fresh token never lasts past the absolute end of the session (7 days after signing in unless SESSION_MAX_SECONDS says otherwise); once that is reached the answer is 401 and the user signs in again.',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  responses: {
    200: jsonContent('A fresh token', z.object({ success: z.literal(true), accessToken: z.string() })),
    ...errorResponses(401),
  },
});

/**
 * Only a token that still passes `authenticate` is renewed: an expired, revoked (password changed,
 * user deactivated) or tampered one gets 401, so renewing never outlives a revocation. The sign-in
 * time rides on unchanged, so renewing never outlives the session's absolute end either.
 */
export function registerRenewRoute(app: ApiApp) {
  app.openapi(renewRoute, async (c) => {
    const { signedInAt, sessionId } = c.get('tokenClaims');
    const accessToken = await issueToken(c.get('deps'), c.get('userRecord'), { signedInAt, sessionId });
    return c.json({ success: true as const, accessToken }, 200);
  });
}
