import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../api/context';
import { authenticate } from '../api/guard';
import { errorResponses, jsonContent } from '../api/openapi-shapes';

const mailSetupRoute = createRoute({
  method: 'get',
  path: '/mail/setup',
  operationId: 'getMailSetup',
  tags: ['Mail'],
  summary: 'Whether the E-mail settings let the site send mail, and if not, what is missing',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  responses: {
    200: jsonContent('Mail set-up', z.object({ configured: z.boolean(), missing: z.string().nullable() })),
    ...errorResponses(401),
  },
});

/** `GET /api/mail/setup`: lets the dashboard and E-mail settings say plainly that nobody is notified yet. */
export function registerMailSetupRoute(app: ApiApp) {
  app.openapi(mailSetupRoute, async (c) => {
    const deps = c.get('deps');
    const setup = await deps.mailSettings.smtpSetup(await deps.database(), deps.authSecret);
    return c.json({ configured: setup.ready, missing: setup.ready ? null : setup.reason }, 200);
  });
}
