import 'server-only';
import type { AnyModule } from '@/kit/define-module';
import type { Database } from '../db/engine';
import { moduleTables } from '../db/module-tables';

/** module key → record id → the record's current title. */
export type RecordTitles = Map<string, Map<number, string>>;

/** Record ids per module key, for the entries that name a record. */
function idsByModule(entries: { module: string; recordId: number | null }[]): Map<string, Set<number>> {
  const grouped = new Map<string, Set<number>>();
  for (const { module, recordId } of entries) {
    if (recordId === null) continue;
    const ids = grouped.get(module) ?? new Set<number>();
    ids.add(recordId);
    grouped.set(module, ids);
  }
  return grouped;
}

/**
 * The current titles of the records some log entries name: one query per module the reader may see
 * (`readableModules`, from the registry). A deleted record has no title, which tells the admin not to link it.
 */
export async function findRecordTitles(
  database: Database,
  entries: { module: string; recordId: number | null }[],
  readableModules: readonly AnyModule[],
): Promise<RecordTitles> {
  const db = moduleTables(database.db);
  const titles: RecordTitles = new Map();
  const lookups = [...idsByModule(entries)].map(async ([key, ids]) => {
    const module = readableModules.find((candidate) => candidate.key === key);
    if (!module) return;
    const rows = await db
      .selectFrom(module.table)
      .select(['id', `${module.titleField} as title`])
      .where('id', 'in', [...ids])
      .execute();
    titles.set(key, new Map(rows.map((row) => [row.id, row.title == null ? '' : String(row.title)])));
  });
  await Promise.all(lookups);
  return titles;
}
