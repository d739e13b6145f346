import 'server-only';
import { writeRecord } from '@/modules/kit/server/repository';
import { findModuleByKey } from '@/modules/registry';
import type { Database } from '../db/engine';
import { demoContent } from './content';

/**
 * Gives each module its demo records once, the first time the module is seen empty. Marked in
 * `app_meta`, so content that staff later delete does not come back on the next start.
 */
export async function seedDemoContent(database: Database) {
  for (const [key, records] of Object.entries(demoContent)) {
    const module = findModuleByKey(key);
    if (!module) continue;
    const marker = `demo-seeded:${key}`;
    await database.db.transaction().execute(async (trx) => {
      const done = await trx
        .selectFrom('app_meta')
        .select('key')
        .where('key', '=', marker)
        .executeTakeFirst();
      if (done) return;
      const existing = await (trx as unknown as typeof database.db)
        .selectFrom(module.table as 'users')
        .select('id')
        .limit(1)
        .executeTakeFirst();
      if (!existing) for (const record of records) await writeRecord(database, trx, module, record, 'create');
      await trx.insertInto('app_meta').values({ key: marker, value: new Date().toISOString() }).execute();
    });
  }
}
