import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { inSentence, withArticle } from '@/kit/label-words';
import { fieldErrors, replaceSchema } from '@/kit/schemas';
import { revisionComparisonSchema, revisionSummarySchema } from '@/lib/trash';
import type { ServerModule } from '@/server/records/hooks';
import { idParams } from '@/server/records/id-params';
import { operationIds, recordSchema } from '@/server/records/openapi';
import { findRecord } from '@/server/records/repository';
import { saveRecord } from '@/server/records/save-record';
import type { ApiApp, ApiEnv } from '../api/context';
import { invalidInput, notFound } from '../api/errors';
import { authenticate, requireAccess } from '../api/guard';
import { errorResponses, jsonContent, openApiComponent } from '../api/openapi-shapes';
import { compareWithCurrent } from './compare';
import { findRevision, listRevisions } from './store';

const revisionParams = idParams.extend({
  revisionId: idParams.shape.id.openapi({ param: { name: 'revisionId', in: 'path' }, type: 'integer' }),
});

const summarySchema = openApiComponent(revisionSummarySchema, 'RevisionSummary');
const comparisonSchema = openApiComponent(revisionComparisonSchema, 'RevisionComparison');

/** The kept versions of each module with a trash: list, compare with the current record, restore. */
export function registerRevisionRoutes(app: ApiApp, serverModules: readonly ServerModule[]) {
  for (const serverModule of serverModules) {
    const { module } = serverModule;
    if (!module.trash) continue;
    const base = `/${module.key}/{id}/revisions`;
    const tags = [module.label.plural];
    const security = [{ bearerAuth: [] }];
    const middleware = [authenticate, requireAccess(module.access)];
    const singular = inSentence(module.label.singular);
    const aRecord = withArticle(module.label.singular);
    const names = operationIds(module);

    const currentRecord = async (c: Context<ApiEnv>, id: number) => {
      const record = await findRecord(await c.get('deps').database(), module, id);
      if (!record) throw notFound(`${module.label.singular} not found`);
      return record;
    };
    const revisionOf = async (c: Context<ApiEnv>, id: number, revisionId: number) => {
      const { db } = await c.get('deps').database();
      const revision = await findRevision(db, module, id, revisionId);
      if (!revision) throw notFound('Revision not found');
      return revision;
    };

    app.openapi(
      createRoute({
        method: 'get',
        path: base,
        operationId: names.listRevisions,
        tags,
        security,
        middleware,
        summary: `Earlier versions of ${aRecord}, newest first (each save keeps the one it replaced; 50 kept)`,
        request: { params: idParams },
        responses: {
          200: jsonContent('The kept versions', z.object({ data: z.array(summarySchema) })),
          ...errorResponses(400, 401, 403, 404),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await currentRecord(c, id);
        const { db } = await c.get('deps').database();
        return c.json({ data: await listRevisions(db, module, id) }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: `${base}/{revisionId}`,
        operationId: names.getRevision,
        tags,
        security,
        middleware,
        summary: `An earlier version of ${aRecord} beside the current one, field by field`,
        request: { params: revisionParams },
        responses: {
          200: jsonContent(
            'The version compared with the current record',
            z.object({ data: comparisonSchema }),
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      }),
      async (c) => {
        const { id, revisionId } = c.req.valid('param');
        const current = await currentRecord(c, id);
        const { record, ...summary } = await revisionOf(c, id, revisionId);
        return c.json({ data: { ...summary, fields: compareWithCurrent(module, record, current) } }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: `${base}/{revisionId}/restore`,
        operationId: names.restoreRevision,
        tags,
        security,
        middleware,
        summary: `Make an earlier version the current ${singular}: a save like any other (validated, logged, versioned)`,
        request: { params: revisionParams },
        responses: {
          200: jsonContent('Restored', z.object({ data: recordSchema(module) })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
      async (c) => {
        const { id, revisionId } = c.req.valid('param');
        await currentRecord(c, id);
        const { record } = await revisionOf(c, id, revisionId);
        const fields = Object.fromEntries(
          Object.keys(module.fields)
            .filter((name) => name in record)
            .map((name) => [name, record[name]]),
        );
        const parsed = replaceSchema(module).safeParse(fields);
        if (!parsed.success) {
          throw invalidInput(
            fieldErrors(parsed.error),
            'This version no longer passes the checks of the form',
          );
        }
        const data = await saveRecord(c, serverModule, {
          input: parsed.data,
          mode: 'replace',
          id,
          action: 'restore-revision',
        });
        return c.json({ data }, 200);
      },
    );
  }
}
