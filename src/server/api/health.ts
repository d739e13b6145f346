import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from './context';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  security: [],
  tags: ['System'],
  summary: 'Whether the server and its database answer',
  responses: {
    200: {
      description: 'Healthy',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok'), db: z.literal('ok') }) } },
    },
    503: {
      description: 'The database does not answer',
      content: {
        'application/json': { schema: z.object({ status: z.literal('error'), db: z.literal('error') }) },
      },
    },
  },
});

export function registerHealthRoute(app: ApiApp) {
  app.openapi(healthRoute, async (c) => {
    try {
      const database = await c.get('deps').database();
      await database.ping();
      return c.json({ status: 'ok' as const, db: 'ok' as const }, 200);
    } catch (error) {
      c.get('log').error({ err: error }, 'health check failed');
      c.header('Retry-After', '5');
      return c.json({ status: 'error' as const, db: 'error' as const }, 503);
    }
  });
}
