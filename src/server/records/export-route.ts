import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { AnyModule } from '@/kit/define-module';
import { inSentence } from '@/kit/label-words';
import { listQuerySchema } from '@/kit/list-query-schemas';
import { businessToday } from '@/lib/calendar-dates';
import type { ApiApp } from '@/server/api/context';
import { authenticate, requireAccess } from '@/server/api/guard';
import { errorResponses } from '@/server/api/openapi-shapes';
import type { Database } from '@/server/db/engine';
import { recordsCsvStream } from './csv';
import { operationIds } from './openapi';
import { type ListParams, listRecords } from './repository';
import type { Values } from './storage';

/** Records read per query: the file is written page by page, never held whole in memory. */
const PAGE_SIZE = 1000;

type ExportParams = Omit<ListParams, 'page' | 'pageSize'>;

/**
 * Every matching record, page by page, starting with an already read first page. A record that moves
 * to a later page while the export runs (a new one arriving on top) is written once only.
 */
async function* exportPages(database: Database, module: AnyModule, params: ExportParams, first: Values[]) {
  const written = new Set<unknown>();
  let page = first;
  for (let number = 1; page.length > 0; number++) {
    if (number > 1) {
      page = (await listRecords(database, module, { ...params, page: number, pageSize: PAGE_SIZE })).data;
    }
    const unseen = page.filter((record) => !written.has(record.id));
    for (const record of unseen) written.add(record.id);
    yield unseen;
    if (page.length < PAGE_SIZE) return;
  }
}

/** `GET /api/{key}/export.csv`: every record matching the list's search and filters. */
export function registerExportRoute(app: ApiApp, module: AnyModule) {
  const query = listQuerySchema(module).omit({ page: true, pageSize: true });
  app.openapi(
    createRoute({
      method: 'get',
      path: `/${module.key}/export.csv`,
      operationId: operationIds(module).exportCsv,
      tags: [module.label.plural],
      security: [{ bearerAuth: [] }],
      middleware: [authenticate, requireAccess(module.access)],
      summary: `Export ${inSentence(module.label.plural)} as CSV (times in Los Angeles time with their UTC offset)`,
      request: { query },
      responses: {
        200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { q, ids, sort, order, ...filters } = c.req.valid('query');
      const params: ExportParams = { q, ids, sort, order, filters };
      const database = await c.get('deps').database();
      // The first page is read before answering, so a database failure still gets its error status.
      const first = await listRecords(database, module, { ...params, page: 1, pageSize: PAGE_SIZE });
      const log = c.get('log');
      const csv = recordsCsvStream(module, exportPages(database, module, params, first.data), (error) =>
        log.error({ err: error, module: module.key }, 'CSV export stopped'),
      );
      // Named for the business's day, as the admin names the file it saves.
      const day = businessToday();
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${module.key}-${day}.csv"`,
      });
    },
  );
}
