import 'server-only';
import type { AnyModule } from '@/modules/kit/define-module';
import { listRecords } from '@/modules/kit/server/repository';
import type { Values } from '@/modules/kit/server/storage';
import { getDatabase } from '@/server/db';

/** Published records of a module in their display order, for public pages. */
export async function publishedRecords(module: AnyModule, limit = 100): Promise<Values[]> {
  const database = await getDatabase();
  const { data } = await listRecords(database, module, {
    page: 1,
    pageSize: limit,
    filters: { published: 'true' },
  });
  return data;
}
