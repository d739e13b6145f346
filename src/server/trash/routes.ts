import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { AnyModule } from '@/kit/define-module';
import { pageQuery } from '@/kit/list-query-schemas';
import { findModule, type Registry } from '@/kit/registry';
import { listPageSchema } from '@/lib/paged-lists';
import { trashEntrySchema } from '@/lib/trash';
import type { ServerModule } from '@/server/records/hooks';
import { idParams } from '@/server/records/id-params';
import { invalidateRecords } from '@/server/records/save-record';
import { recordActivity } from '../activity-log/record';
import type { ApiApp } from '../api/context';
import { forbidden, notFound } from '../api/errors';
import { authenticate, requireAccess } from '../api/guard';
import { errorResponses, jsonContent, openApiComponent } from '../api/openapi-shapes';
import type { PublicUser } from '../auth/users';
import { dropRevisions } from '../revisions/store';
import { putBack } from './restore';
import { findTrashEntry, listTrash, purgeExpired } from './store';

const trashQuery = z.strictObject({
  ...pageQuery(20),
});

const entrySchema = openApiComponent(trashEntrySchema, 'TrashEntry');
const tags = ['Trash'];
const security = [{ bearerAuth: [] }];
const staff = [authenticate, requireAccess('staff')];

const mayOpen = (user: PublicUser) => (module: AnyModule) =>
  module.access !== 'admin' || user.role === 'admin';

/** The module of an entry, if the reader may open it; an entry of a module gone from the registry is unknown. */
function moduleOfEntry(registry: Registry, moduleKey: string, user: PublicUser): AnyModule {
  const module = findModule(registry, moduleKey);
  if (!module?.trash) throw notFound('Trash entry not found');
  if (!mayOpen(user)(module)) throw forbidden();
  return module;
}

const listRoute = createRoute({
  method: 'get',
  path: '/trash',
  operationId: 'listTrash',
  tags,
  security,
  middleware: staff,
  summary:
    'Deleted records (content, inquiries, subscribers), newest first, kept 30 days before they are deleted for good. Entries older than that are purged first.',
  request: { query: trashQuery },
  responses: {
    200: jsonContent('A page of the trash', listPageSchema(entrySchema)),
    ...errorResponses(400, 401, 403),
  },
});

const restoreRoute = createRoute({
  method: 'post',
  path: '/trash/{id}/restore',
  operationId: 'restoreFromTrash',
  tags,
  security,
  middleware: staff,
  summary:
    'Put a deleted record back with its id, fields and references. 409 when its slug is now taken or something it refers to is gone.',
  request: { params: idParams },
  responses: {
    200: jsonContent(
      'Restored',
      z.object({ data: z.object({ module: z.string(), record: z.record(z.string(), z.unknown()) }) }),
    ),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const deleteForeverRoute = createRoute({
  method: 'delete',
  path: '/trash/{id}',
  operationId: 'deleteFromTrash',
  tags,
  security,
  middleware: [authenticate, requireAccess('admin')],
  summary: 'Delete a trashed record for good, with its kept versions (administrators only)',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted for good' }, ...errorResponses(400, 401, 403, 404) },
});

/** The trash: list, restore, and delete for good. */
export function registerTrashRoutes(app: ApiApp, serverModules: readonly ServerModule[]) {
  app.openapi(listRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const { db } = await c.get('deps').database();
    await purgeExpired(db);
    const readable = c
      .get('registry')
      .modules.filter((module) => module.trash && mayOpen(c.get('user'))(module));
    const result = await listTrash(db, { page, pageSize, modules: readable.map((module) => module.key) });
    return c.json(result, 200);
  });

  app.openapi(restoreRoute, async (c) => {
    const database = await c.get('deps').database();
    const user = c.get('user');
    const entryId = c.req.valid('param').id;
    const restored = await database.db.transaction().execute(async (trx) => {
      const entry = await findTrashEntry(trx, entryId);
      if (!entry) throw notFound('Trash entry not found');
      const module = moduleOfEntry(c.get('registry'), entry.module, user);
      const rules = serverModules.find((serverModule) => serverModule.module.key === module.key)?.rules;
      const changes = await rules?.beforeRestore?.({
        trx,
        engine: database.engine,
        actor: user,
        record: entry.record,
      });
      const kept = changes ? { ...entry.record, ...changes } : entry.record;
      const record = await putBack(trx, database.engine, module, kept, c.get('registry'));
      await trx.deleteFrom('trash').where('id', '=', entry.id).execute();
      await recordActivity(trx, {
        userId: user.id,
        module: module.key,
        recordId: record.id,
        action: 'restore',
        ip: c.get('clientIp'),
      });
      return { module, record };
    });
    await invalidateRecords(c, restored.module, [restored.record]);
    return c.json({ data: { module: restored.module.key, record: restored.record } }, 200);
  });

  app.openapi(deleteForeverRoute, async (c) => {
    const database = await c.get('deps').database();
    const user = c.get('user');
    const entryId = c.req.valid('param').id;
    await database.db.transaction().execute(async (trx) => {
      const entry = await findTrashEntry(trx, entryId);
      if (!entry) throw notFound('Trash entry not found');
      const module = moduleOfEntry(c.get('registry'), entry.module, user);
      await dropRevisions(trx, module.key, [entry.recordId]);
      await trx.deleteFrom('trash').where('id', '=', entry.id).execute();
      await recordActivity(trx, {
        userId: user.id,
        module: module.key,
        recordId: entry.recordId,
        action: 'delete-forever',
        ip: c.get('clientIp'),
      });
    });
    return c.body(null, 204);
  });
}
