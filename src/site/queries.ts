import 'server-only';
import type { AnyModule, PublicRecordOfModule } from '@/modules/kit/define-module';
import { publicRecord } from '@/modules/kit/public-record';
import { listRecords } from '@/modules/kit/server/repository';
import { getDatabase } from '@/server/db';

/** Published records of a module in their display order, for public pages. */
export async function publishedRecords<M extends AnyModule>(
  module: M,
  limit = 100,
): Promise<PublicRecordOfModule<M>[]> {
  const database = await getDatabase();
  const { data } = await listRecords(database, module, {
    page: 1,
    pageSize: limit,
    filters: { published: 'true' },
  });
  return data.map((record) => publicRecord(module, record));
}
