import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { pageQuery } from '@/kit/list-query-schemas';
import { MAX_RECORD_ID } from '@/kit/schemas';
import { activityLogEntrySchema } from '@/lib/activity-log';
import { listPageSchema } from '@/lib/paged-lists';
import type { ApiApp } from '../api/context';
import { forbidden } from '../api/errors';
import { authenticate, requireAccess } from '../api/guard';
import { errorResponses, jsonContent, openApiComponent } from '../api/openapi-shapes';
import { listActivity } from './query';

/** Digits only, like record ids elsewhere: `1e3`, `0x10` or ` 7` are not ids. */
const userIdParam = z
  .string()
  .regex(/^\d{1,10}$/, { message: 'userId must be a whole number' })
  .transform(Number)
  .pipe(z.number().int().positive({ message: 'userId must be a positive number' }).max(MAX_RECORD_ID))
  .optional()
  .openapi({ type: 'integer' });

const activityLogQuery = z.strictObject({
  ...pageQuery(20),
  userId: userIdParam,
  module: z
    .string()
    .regex(/^[a-z0-9._-]{1,60}$/, { message: 'module must be a module key such as services' })
    .optional(),
  action: z
    .string()
    .regex(/^[a-z-]{1,30}$/, { message: 'action must be an action such as create or login' })
    .optional(),
});

const entrySchema = openApiComponent(activityLogEntrySchema, 'ActivityLogEntry');

const listActivityRoute = createRoute({
  method: 'get',
  path: '/activity-log',
  operationId: 'listActivityLog',
  tags: ['Activity log'],
  summary:
    'Who changed what and when, newest first. Administrators read every entry; an editor reads only their own.',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate, requireAccess('staff')] as const,
  request: { query: activityLogQuery },
  responses: {
    200: jsonContent('A page of activity-log entries', listPageSchema(entrySchema)),
    ...errorResponses(400, 401, 403),
  },
});

export function registerActivityLogRoutes(app: ApiApp) {
  app.openapi(listActivityRoute, async (c) => {
    const query = c.req.valid('query');
    const reader = c.get('user');
    const isAdmin = reader.role === 'admin';
    if (!isAdmin && query.userId !== undefined && query.userId !== reader.id) {
      throw forbidden('You can only read your own activity log');
    }
    const database = await c.get('deps').database();
    const page = await listActivity(
      database,
      { ...query, userId: isAdmin ? query.userId : reader.id },
      c.get('registry').modules.filter((module) => isAdmin || module.access !== 'admin'),
    );
    return c.json(page, 200);
  });
}
