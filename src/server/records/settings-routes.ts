import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { SettingsDefinition } from '@/kit/define-settings';
import { replaceSchema } from '@/kit/schemas';
import { recordActivity } from '@/server/activity-log/record';
import type { ApiApp } from '@/server/api/context';
import { authenticate, requireAccess } from '@/server/api/guard';
import { invalidateAfterWrite } from '@/server/api/invalidate-after-write';
import { errorResponses, jsonBody, jsonContent } from '@/server/api/openapi-shapes';
import { settingsOperationIds } from './openapi';
import { readSettings, writeSettings } from './settings-store';
import type { Values } from './storage';

const settingsRecord = z.record(z.string(), z.unknown());

/** `GET` and `PUT /api/settings/{key}` of one settings page. */
export function registerSettingsRoutes(app: ApiApp, settings: SettingsDefinition) {
  const path = `/settings/${settings.key}`;
  const names = settingsOperationIds(settings.key);
  const common = {
    path,
    tags: ['Settings'],
    security: [{ bearerAuth: [] }],
    middleware: [authenticate, requireAccess(settings.access)],
  };

  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      operationId: names.get,
      summary: `Read the ${settings.label.toLowerCase()}`,
      responses: {
        200: jsonContent('The settings', z.object({ data: settingsRecord })),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => {
      const { presented } = await readSettings(await c.get('deps').database(), settings);
      return c.json({ data: presented }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...common,
      method: 'put',
      operationId: names.replace,
      summary: `Replace the ${settings.label.toLowerCase()}`,
      request: { body: jsonBody(replaceSchema(settings)) },
      responses: {
        200: jsonContent('Saved', z.object({ data: settingsRecord })),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      const database = await deps.database();
      const input = c.req.valid('json') as Values;
      const saved = await database.db.transaction().execute(async (trx) => {
        const result = await writeSettings(database, trx, settings, input, deps.authSecret);
        await recordActivity(trx, {
          userId: c.get('user').id,
          module: `settings.${settings.key}`,
          action: 'update',
          changedFields: result.changedFields,
          ip: c.get('clientIp'),
        });
        return result;
      });
      await invalidateAfterWrite(c, settings.publicPaths);
      return c.json({ data: saved.record }, 200);
    },
  );
}
