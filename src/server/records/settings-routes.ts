import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { SettingsDefinition } from '@/kit/define-settings';
import { localizedFieldNames } from '@/kit/fields';
import { inSentence } from '@/kit/label-words';
import type { Locale } from '@/kit/locales';
import { replaceSchema, translationSchema } from '@/kit/schemas';
import { recordActivity } from '@/server/activity-log/record';
import type { ApiApp } from '@/server/api/context';
import { authenticate, requireAccess } from '@/server/api/guard';
import { invalidateAfterWrite } from '@/server/api/invalidate-after-write';
import { errorResponses, jsonBody, jsonContent } from '@/server/api/openapi-shapes';
import { settingsOperationIds } from './openapi';
import { refuseLanguageOfWrite } from './routes';
import { readSettings, writeSettings, writeSettingsTranslation } from './settings-store';
import type { Values } from './storage';
import { localeParam, localeQuery } from './translation-routes';

const settingsRecord = z.record(z.string(), z.unknown());

/** `GET` and `PUT /api/settings/{key}` of one settings page. */
export function registerSettingsRoutes(app: ApiApp, settings: SettingsDefinition) {
  const path = `/settings/${settings.key}`;
  const names = settingsOperationIds(settings.key);
  const localized = localizedFieldNames(settings.fields).length > 0;
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
      summary: `Read the ${inSentence(settings.label)}`,
      request: localized ? { query: z.object(localeQuery) } : {},
      responses: {
        200: jsonContent('The settings', z.object({ data: settingsRecord })),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => {
      const { locale } = (c.req.valid('query' as never) ?? {}) as { locale?: Locale };
      const { presented } = await readSettings(await c.get('deps').database(), settings, locale);
      return c.json({ data: presented }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...common,
      method: 'put',
      operationId: names.replace,
      summary: `Replace the ${inSentence(settings.label)}`,
      request: { body: jsonBody(replaceSchema(settings)) },
      responses: {
        200: jsonContent('Saved', z.object({ data: settingsRecord })),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      refuseLanguageOfWrite(c, 0);
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

  if (localized) registerSettingsTranslationRoute(app, settings);
}

/** `PUT /api/settings/{key}/translations/{locale}`: the whole translation of a settings page. */
function registerSettingsTranslationRoute(app: ApiApp, settings: SettingsDefinition) {
  app.openapi(
    createRoute({
      method: 'put',
      path: `/settings/${settings.key}/translations/{locale}`,
      tags: ['Settings'],
      security: [{ bearerAuth: [] }],
      middleware: [authenticate, requireAccess(settings.access)],
      operationId: settingsOperationIds(settings.key).replaceTranslation,
      summary: `Replace the translation of the ${inSentence(settings.label)}`,
      description:
        'Only the fields marked localized; none is required, and null or an empty value removes the translation (the English shows).',
      request: { params: localeParam, body: jsonBody(translationSchema(settings, 'replace')) },
      responses: {
        200: jsonContent('Saved; the settings in this language', z.object({ data: settingsRecord })),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { locale } = c.req.valid('param');
      const database = await c.get('deps').database();
      const input = c.req.valid('json') as Values;
      const saved = await database.db.transaction().execute(async (trx) => {
        const result = await writeSettingsTranslation(database, trx, settings, locale, input);
        await recordActivity(trx, {
          userId: c.get('user').id,
          module: `settings.${settings.key}`,
          action: 'translate',
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
