import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { localizedFieldNames } from '@/kit/fields';
import { inSentence, withArticle } from '@/kit/label-words';
import { listQuerySchema } from '@/kit/list-query-schemas';
import type { Locale, TranslatedLocale } from '@/kit/locales';
import type { AnyRecord } from '@/kit/record-types';
import { createSchema, MAX_RECORD_ID, patchSchema, replaceSchema } from '@/kit/schemas';
import { listPageSchema } from '@/lib/paged-lists';
import { recordActivity } from '@/server/activity-log/record';
import type { ApiApp, ApiEnv } from '@/server/api/context';
import { invalidInput, notFound } from '@/server/api/errors';
import { authenticate, publicOrStaff, requireAccess } from '@/server/api/guard';
import { keptJsonAnswer } from '@/server/api/kept-answers';
import { errorResponses, jsonBody, jsonContent } from '@/server/api/openapi-shapes';
import { revokePreviewLinks } from '@/server/preview/preview-links';
import { keepInTrash } from '@/server/trash/store';
import { registerExportRoute } from './export-route';
import type { ServerModule } from './hooks';
import { idParams } from './id-params';
import { operationIds, recordSchema } from './openapi';
import type { WriteMode } from './prepare-values';
import { registerPreviewLinkRoute } from './preview-link-route';
import { deleteRecord, findRecord, listRecords, reorderRecords } from './repository';
import { invalidateRecords, saveRecord } from './save-record';
import { localeQuery, needsTranslationQuery, registerTranslationRoutes } from './translation-routes';

/**
 * A write names no language: it is the English. A client that reads with `?locale=es` and writes
 * back to the same address would otherwise overwrite the English with its Spanish.
 */
export function refuseLanguageOfWrite(c: Context<ApiEnv>, id?: number) {
  if (c.req.query('locale') === undefined) return;
  const where = id === undefined ? '' : ` at /api${c.req.path}/translations/{locale}`;
  throw invalidInput(
    { locale: [`A write is in English; write a translation${where}`] },
    'A write is in English: it takes no locale',
  );
}

/** The language of a read, and a list's filter of records whose translation lags. */
type LocaleParams = { locale?: Locale; needsTranslation?: TranslatedLocale };

import type { Values } from './storage';

const reorderBody = z.strictObject({
  ids: z
    .array(z.number().int().positive().max(MAX_RECORD_ID), { message: 'ids must be a list of record ids' })
    .min(1, { message: 'ids must not be empty' })
    .max(1000, { message: 'ids can have at most 1000 entries' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'ids must not repeat' }),
});

/** The collection API of one module: list, get, create, replace, patch, delete and reorder. */
export function registerModuleRoutes(app: ApiApp, { module, rules }: ServerModule) {
  const base = `/${module.key}`;
  const tags = [module.label.plural];
  const security = [{ bearerAuth: [] }];
  const names = operationIds(module);
  const middleware = [authenticate, requireAccess(module.access)];
  const record = recordSchema(module);
  const one = z.object({ data: record });
  const guarded = errorResponses(401, 403);
  /** Computed facts a module adds to the records it returns (e.g. delivery status). */
  const decorated = async (c: Context<ApiEnv>, records: AnyRecord[]) =>
    rules.decorate ? rules.decorate(await c.get('deps').database(), records) : records;
  const localized = localizedFieldNames(module.fields).length > 0;
  if (module.exportCsv) registerExportRoute(app, module);
  registerTranslationRoutes(app, { module, rules });
  if (module.sitePath) registerPreviewLinkRoute(app, module);

  const write = async (c: Context<ApiEnv>, input: Values, mode: WriteMode, id?: number) => {
    refuseLanguageOfWrite(c, id);
    return saveRecord(c, { module, rules }, { input, mode, id });
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: base,
      operationId: names.list,
      tags,
      security,
      middleware,
      summary: `List ${inSentence(module.label.plural)}`,
      request: {
        query: localized
          ? listQuerySchema(module).extend({ ...localeQuery, ...needsTranslationQuery })
          : listQuerySchema(module),
      },
      responses: {
        200: jsonContent('A page of records', listPageSchema(record)),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { page, pageSize, q, ids, sort, order, locale, needsTranslation, ...filters } = c.req.valid(
        'query',
      ) as ReturnType<typeof listQuerySchema>['_output'] & LocaleParams;
      const params = { page, pageSize, q, ids, sort, order, filters, locale, needsTranslation };
      return keptJsonAnswer(c, async () => {
        const result = await listRecords(await c.get('deps').database(), module, params);
        return { ...result, data: await decorated(c, result.data) };
      });
    },
  );

  if (module.sortOrderField) {
    app.openapi(
      createRoute({
        method: 'post',
        path: `${base}/reorder`,
        operationId: names.reorder,
        tags,
        security,
        middleware,
        summary: `Set the order of ${inSentence(module.label.plural)}`,
        request: { body: jsonBody(reorderBody) },
        responses: {
          200: jsonContent('Reordered', z.object({ success: z.literal(true) })),
          ...errorResponses(400, 401, 403),
        },
      }),
      async (c) => {
        const { ids } = c.req.valid('json');
        const database = await c.get('deps').database();
        const reordered = await database.db.transaction().execute(async (trx) => {
          const records = await reorderRecords(trx, module, ids);
          await recordActivity(trx, {
            userId: c.get('user').id,
            module: module.key,
            action: 'reorder',
            ip: c.get('clientIp'),
          });
          return records;
        });
        await invalidateRecords(c, module, reordered);
        return c.json({ success: true as const }, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      operationId: names.get,
      tags,
      security,
      middleware,
      summary: `Get one ${inSentence(module.label.singular)}`,
      request: { params: idParams, ...(localized ? { query: z.object(localeQuery) } : {}) },
      responses: { 200: jsonContent('The record', one), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { locale } = (c.req.valid('query' as never) ?? {}) as LocaleParams;
      return keptJsonAnswer(c, async () => {
        const found = await findRecord(
          await c.get('deps').database(),
          module,
          c.req.valid('param').id,
          locale,
        );
        if (!found) throw notFound(`${module.label.singular} not found`);
        const [data] = await decorated(c, [found]);
        return { data };
      });
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: base,
      operationId: names.create,
      tags,
      // A module with a public form answers anonymous calls itself; a call with a token is staff's.
      security: rules.publicCreate ? [{}, ...security] : security,
      middleware: rules.publicCreate ? [publicOrStaff(rules.publicCreate), ...middleware] : middleware,
      summary: rules.publicCreate
        ? `Create ${withArticle(module.label.singular)} (staff), or send the public form (no token)`
        : `Create ${withArticle(module.label.singular)}`,
      request: { body: jsonBody(createSchema(module)) },
      responses: {
        201: jsonContent('Created', one),
        ...errorResponses(400, 401, 403, 409),
        // The public form's allowance per client IP.
        ...(rules.publicCreate ? errorResponses(429) : {}),
      },
    }),
    async (c) => c.json({ data: await write(c, c.req.valid('json'), 'create') }, 201),
  );

  // PUT replaces the whole record, PATCH changes the fields sent: the same route but for the body.
  const updates = [
    {
      method: 'put',
      mode: 'replace',
      operationId: names.replace,
      body: replaceSchema(module),
      summary: 'Replace',
      suffix: '(whole record)',
    },
    {
      method: 'patch',
      mode: 'patch',
      operationId: names.update,
      body: patchSchema(module),
      summary: 'Change some fields of',
      suffix: '',
    },
  ] as const;
  for (const update of updates) {
    app.openapi(
      createRoute({
        method: update.method,
        path: `${base}/{id}`,
        operationId: update.operationId,
        tags,
        security,
        middleware,
        summary: `${update.summary} ${withArticle(module.label.singular)} ${update.suffix}`.trim(),
        request: { params: idParams, body: jsonBody(update.body) },
        responses: { 200: jsonContent('Saved', one), ...errorResponses(400, 401, 403, 404, 409) },
      }),
      async (c) =>
        c.json({ data: await write(c, c.req.valid('json'), update.mode, c.req.valid('param').id) }, 200),
    );
  }

  app.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{id}`,
      operationId: names.delete,
      tags,
      security,
      middleware,
      summary: module.trash
        ? `Move ${withArticle(module.label.singular)} to the trash (restorable for 30 days)`
        : `Delete ${withArticle(module.label.singular)}`,
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' }, ...guarded, ...errorResponses(400, 404, 409) },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const database = await c.get('deps').database();
      const row = await database.db.transaction().execute(async (trx) => {
        await rules.beforeDelete?.({ trx, engine: database.engine, actor: c.get('user'), id });
        const { record: deleted, internal } = await deleteRecord(trx, module, id);
        if (module.trash) {
          await keepInTrash(trx, database.engine, module, deleted, c.get('user').id, internal);
        }
        // A record back from the trash starts with no open preview link.
        if (module.sitePath) await revokePreviewLinks(trx, { module: module.key, recordId: id });
        await recordActivity(trx, {
          userId: c.get('user').id,
          module: module.key,
          recordId: id,
          action: 'delete',
          ip: c.get('clientIp'),
        });
        return deleted;
      });
      await invalidateRecords(c, module, [row]);
      return c.body(null, 204);
    },
  );
}
