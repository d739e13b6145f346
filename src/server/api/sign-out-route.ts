import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { recordActivity } from '../activity-log/record';
import { DEFAULT_SESSION_MAX_SECONDS } from '../auth/tokens';
import type { SignedOutSession } from '../auth/users';
import { takeTurnsWriting } from '../db/locks';
import { decodeJson, engineValues } from '../db/values';
import type { ApiApp } from './context';
import { authenticate } from './guard';
import { errorResponses, jsonContent } from './openapi-shapes';

/** The most sessions a user's row remembers signing out of (a week of signing in and out). */
const MAX_REMEMBERED = 1_000;

const signOutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  operationId: 'signOut',
  tags: ['Auth'],
  summary: "Sign out: this session's token, and every renewal of it, is refused from now on",
  description: "The user's other sessions (another browser, a phone) go on; a password change ends them all.",
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  responses: {
    200: jsonContent('Signed out', z.object({ success: z.literal(true) })),
    ...errorResponses(401),
  },
});

/**
 * Signing out ends the session on the server too: its id joins the user's signed-out sessions,
 * which `authenticate` refuses, so a token copied before the sign-out is worth nothing after it.
 * Sessions past their absolute end are forgotten, their tokens being refused anyway.
 */
export function registerSignOutRoute(app: ApiApp) {
  app.openapi(signOutRoute, async (c) => {
    const { signedInAt, sessionId } = c.get('tokenClaims');
    const userId = c.get('userRecord').id;
    const deps = c.get('deps');
    const database = await deps.database();
    const ended = Math.floor(Date.now() / 1000) - (deps.sessionMaxSeconds ?? DEFAULT_SESSION_MAX_SECONDS);
    await database.db.transaction().execute(async (trx) => {
      await takeTurnsWriting(trx, database.engine, 'users');
      const row = await trx
        .selectFrom('users')
        .select('signedOutSessions')
        .where('id', '=', userId)
        .executeTakeFirst();
      const kept = decodeJson<SignedOutSession[]>(row?.signedOutSessions, []).filter(
        (each) => each.signedInAt > ended && each.session !== sessionId,
      );
      const signedOut = [...kept, { session: sessionId, signedInAt }].slice(-MAX_REMEMBERED);
      await trx
        .updateTable('users')
        .set({ signedOutSessions: engineValues(database.engine).encodeJson(signedOut) as string })
        .where('id', '=', userId)
        .execute();
      await recordActivity(trx, { userId, module: 'auth', action: 'logout', ip: c.get('clientIp') });
    });
    return c.json({ success: true as const }, 200);
  });
}
