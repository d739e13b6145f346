import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '@/server/api/context';
import { errorResponses, jsonBody, jsonContent } from '@/server/api/openapi-shapes';
import { unsubscribe } from './public-subscriber';

const answer = z.object({ success: z.literal(true), message: z.string() });

/** Public lead calls that are not a module's create: the one-click unsubscribe. */
export function registerUnsubscribeRoute(app: ApiApp) {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/subscribers/unsubscribe',
      operationId: 'unsubscribe',
      security: [],
      tags: ['Subscribers'],
      summary: 'Unsubscribe with the token of an e-mail link (no sign-in)',
      request: { body: jsonBody(z.object({ token: z.string() })) },
      responses: { 200: jsonContent('Unsubscribed', answer), ...errorResponses(400, 404) },
    }),
    // Parsed by the handler itself, with the same checks as the other public forms.
    (c) => unsubscribe(c),
  );
}
