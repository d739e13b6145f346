import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '@/server/api/context';
import { authenticate, requireAccess } from '@/server/api/guard';
import { errorResponses } from '@/server/api/openapi-shapes';
import type { AnyModule } from '../define-module';
import { listQuerySchema } from '../schemas';
import { recordsToCsv } from './csv';
import { listRecords } from './repository';
import type { Values } from './storage';

const BATCH = 1000;

/** `GET /api/{key}/export.csv`: every record matching the list's search and filters. */
export function registerExportRoute(app: ApiApp, module: AnyModule) {
  const query = listQuerySchema(module).omit({ page: true, pageSize: true });
  app.openapi(
    createRoute({
      method: 'get',
      path: `/${module.key}/export.csv`,
      tags: [module.label.plural],
      security: [{ bearerAuth: [] }],
      middleware: [authenticate, requireAccess(module.access)],
      summary: `Export ${module.label.plural.toLowerCase()} as CSV`,
      request: { query },
      responses: {
        200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { q, ids, sort, order, ...filters } = c.req.valid('query');
      const database = await c.get('deps').database();
      const records: Values[] = [];
      for (let page = 1; ; page++) {
        const batch = await listRecords(database, module, {
          page,
          pageSize: BATCH,
          q,
          ids,
          sort,
          order,
          filters,
        });
        records.push(...batch.data);
        if (page * BATCH >= batch.total) break;
      }
      const day = new Date().toISOString().slice(0, 10);
      return c.body(recordsToCsv(module, records), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${module.key}-${day}.csv"`,
      });
    },
  );
}
