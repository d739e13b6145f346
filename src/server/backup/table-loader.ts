import 'server-only';
import type { Engine } from '../db/engine';
import type { AnyDb, CatalogTable } from '../db/table-catalog';
import { fromPortableValue } from '../db/values';

const BATCH_ROWS = 200;

export interface TableLoader {
  add(row: Record<string, unknown>): Promise<void>;
  /** Writes what is left; returns the number of rows loaded. */
  finish(): Promise<number>;
}

/**
 * Inserts portable rows into `table` in batches, each value as the target engine takes it. A
 * column that references its own table (a category's parent) is filled in after the whole table,
 * so a row may come before the row it points to.
 */
export function tableLoader(engine: Engine, db: AnyDb, table: CatalogTable): TableLoader {
  const columns = new Map(table.columns.map((column) => [column.name, column.kind]));
  const selfReferences = table.references.filter((reference) => reference.table === table.name);
  const key = table.columns[0].name;
  const later: { key: unknown; column: string; value: unknown }[] = [];
  let batch: Record<string, unknown>[] = [];
  let count = 0;

  const flush = async () => {
    if (batch.length) await db.insertInto(table.name).values(batch).execute();
    count += batch.length;
    batch = [];
  };

  return {
    async add(portable) {
      const row: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(portable)) {
        const kind = columns.get(name);
        if (!kind) throw new Error(`Table ${table.name} has no column ${name} in this schema`);
        row[name] = fromPortableValue(engine, kind, value);
      }
      for (const { column } of selfReferences) {
        if (row[column] === null || row[column] === undefined) continue;
        later.push({ key: row[key], column, value: row[column] });
        row[column] = null;
      }
      batch.push(row);
      if (batch.length >= BATCH_ROWS) await flush();
    },
    async finish() {
      await flush();
      for (const link of later)
        await db
          .updateTable(table.name)
          .set({ [link.column]: link.value })
          .where(key, '=', link.key)
          .execute();
      return count;
    },
  };
}
