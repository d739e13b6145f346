import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { signedInUserSchema } from '@/lib/signed-in-user';
import { requiredBody } from '@/lib/two-factor-rules';
import { recordActivity } from '../activity-log/record';
import {
  accountsWithTwoFactor,
  hasTwoFactor,
  isTwoFactorRequired,
  removeTwoFactor,
  setTwoFactorRequired,
} from '../auth/two-factor';
import { endSessionsOf, findUserById } from '../auth/users';
import { decodeBoolean } from '../db/values';
import type { ApiApp } from './context';
import { conflict, forbidden, notFound } from './errors';
import { authenticate, requireAccess } from './guard';
import { errorResponses, jsonBody, jsonContent } from './openapi-shapes';

const OWN_FIRST = 'Set up two-factor sign-in for your own account first (account menu, Two-factor sign-in).';

const administrators = [authenticate, requireAccess('admin')];

const accountSchema = signedInUserSchema
  .pick({ id: true, email: true, firstName: true, lastName: true, role: true, active: true })
  .extend({ twoFactor: z.boolean() });
const overviewSchema = z.object({ required: z.boolean(), accounts: z.array(accountSchema) });

const overviewRoute = createRoute({
  method: 'get',
  path: '/two-factor',
  operationId: 'getTwoFactorOverview',
  tags: ['Auth'],
  summary: 'Whether two-factor sign-in is required, and which staff accounts have it (administrators)',
  security: [{ bearerAuth: [] }],
  middleware: administrators,
  responses: { 200: jsonContent('Every staff account', overviewSchema), ...errorResponses(401, 403) },
});

const requireRoute = createRoute({
  method: 'put',
  path: '/two-factor/required',
  operationId: 'setTwoFactorRequired',
  tags: ['Auth'],
  summary: 'Require two-factor sign-in of every staff account, or leave it to each (administrators)',
  description:
    'Requiring it signs out every account without it: their next sign-in sets up an authenticator app before going on. Refused (409) while the administrator asking has not set it up.',
  security: [{ bearerAuth: [] }],
  middleware: administrators,
  request: { body: jsonBody(requiredBody) },
  responses: { 200: jsonContent('Saved', overviewSchema), ...errorResponses(400, 401, 403, 409) },
});

const resetRoute = createRoute({
  method: 'delete',
  path: '/two-factor/accounts/{id}',
  operationId: 'resetTwoFactor',
  tags: ['Auth'],
  summary: "Reset a person's two-factor sign-in (a lost phone) and sign them out everywhere (administrators)",
  description:
    "Refused (409) while the administrator asking has not set up their own, and for an account without it; one's own goes off from the account menu, with the password (403).",
  security: [{ bearerAuth: [] }],
  middleware: administrators,
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: { 200: jsonContent('Reset', overviewSchema), ...errorResponses(400, 401, 403, 404, 409) },
});

export function registerTwoFactorAdminRoutes(app: ApiApp) {
  app.openapi(overviewRoute, async (c) => c.json(await overviewOf(await c.get('deps').database()), 200));

  app.openapi(requireRoute, async (c) => {
    const database = await c.get('deps').database();
    const { required } = c.req.valid('json');
    const actor = c.get('user');
    if (required && !(await hasTwoFactor(database, actor.id))) throw conflict({}, OWN_FIRST);
    if (required !== (await isTwoFactorRequired(database))) {
      await database.db.transaction().execute(async (trx) => {
        await setTwoFactorRequired({ ...database, db: trx }, required);
        // Every session of an account without it ends: its next sign-in sets it up.
        if (required)
          await trx
            .updateTable('users')
            .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
            .where('id', 'not in', (eb) =>
              eb.selectFrom('two_factor').select('userId').where('enabledAt', 'is not', null),
            )
            .execute();
        await recordActivity(trx, {
          userId: actor.id,
          module: 'auth',
          action: required ? 'two-factor-required' : 'two-factor-optional',
          ip: c.get('clientIp'),
        });
      });
    }
    return c.json(await overviewOf(database), 200);
  });

  app.openapi(resetRoute, async (c) => {
    const database = await c.get('deps').database();
    const { id } = c.req.valid('param');
    // One's own goes off through the account menu, which asks for the password (and refuses while required).
    if (id === c.get('user').id)
      throw forbidden(
        'Turn off your own two-factor sign-in from the account menu: it asks for your password.',
      );
    const person = await findUserById(database, id);
    if (!person) throw notFound('No such staff account');
    // An account with a password alone may not lower the protection of one with a second factor.
    if (!(await hasTwoFactor(database, c.get('user').id))) throw conflict({}, OWN_FIRST);
    if (!(await removeTwoFactor(database, id)))
      throw conflict({}, 'This account has no two-factor sign-in to reset');
    // A lost phone may be a stolen one: every session of the account ends.
    await endSessionsOf(database, id);
    await recordActivity(database, {
      userId: c.get('user').id,
      module: 'users',
      recordId: id,
      action: 'two-factor-reset',
      ip: c.get('clientIp'),
    });
    return c.json(await overviewOf(database), 200);
  });
}

async function overviewOf(database: Parameters<typeof isTwoFactorRequired>[0]) {
  const users = await database.db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'role', 'active'])
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('id')
    .execute();
  const withIt = await accountsWithTwoFactor(database);
  return {
    required: await isTwoFactorRequired(database),
    accounts: users.map((user) => ({
      ...user,
      active: decodeBoolean(user.active),
      twoFactor: withIt.has(user.id),
    })),
  };
}
