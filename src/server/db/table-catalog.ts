import 'server-only';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './engine';
import type { StoredKind } from './values';

/** A table as the database itself describes it, whatever module or migration made it. */
export interface CatalogTable {
  name: string;
  /** In the table's own order; the first one is its primary key. */
  columns: { name: string; kind: StoredKind }[];
  /** Columns that reference another table's id (or this table's own). */
  references: { column: string; table: string }[];
}

// biome-ignore lint/suspicious/noExplicitAny: the catalog reaches every table, declared or not.
export type AnyDb = Kysely<any> | Transaction<any>;

/** Kysely's migration bookkeeping: recorded in a backup as the schema version, never as rows. */
const isBookkeeping = (table: string) => table.startsWith('kysely_');

const POSTGRES_KINDS: Record<string, StoredKind> = {
  boolean: 'boolean',
  'timestamp with time zone': 'timestamp',
  'timestamp without time zone': 'timestamp',
  jsonb: 'json',
  json: 'json',
};

async function sqliteTables(db: AnyDb): Promise<CatalogTable[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
    db,
  );
  const result: CatalogTable[] = [];
  for (const { name } of tables) {
    const { rows: columns } = await sql<{ name: string }>`
      select name from pragma_table_info(${name}) order by cid`.execute(db);
    const { rows: references } = await sql<{ column: string; table: string }>`
      select "from" as "column", "table" from pragma_foreign_key_list(${name})`.execute(db);
    result.push({
      name,
      columns: columns.map((column) => ({ name: column.name, kind: 'plain' })),
      references,
    });
  }
  return result;
}

async function postgresTables(db: AnyDb): Promise<CatalogTable[]> {
  const { rows: columns } = await sql<{ table: string; column: string; type: string }>`
    select c.table_name as "table", c.column_name as "column", c.data_type as "type"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const { rows: references } = await sql<{ table: string; column: string; target: string }>`
    select src.relname as "table", a.attname as "column", dst.relname as "target"
    from pg_constraint c
    join pg_class src on src.oid = c.conrelid
    join pg_class dst on dst.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  const tables = new Map<string, CatalogTable>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], references: [] };
    table.columns.push({ name: row.column, kind: POSTGRES_KINDS[row.type] ?? 'plain' });
    tables.set(row.table, table);
  }
  for (const row of references)
    tables.get(row.table)?.references.push({ column: row.column, table: row.target });
  return [...tables.values()];
}

/** A referenced table before the tables that reference it, so rows can be loaded in this order. */
function inDependencyOrder(tables: CatalogTable[]): CatalogTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: CatalogTable[] = [];
  const placed = new Set<string>();
  const place = (table: CatalogTable, path: Set<string>) => {
    if (placed.has(table.name)) return;
    if (path.has(table.name))
      throw new Error(`Tables reference each other in a cycle: ${[...path].join(', ')}`);
    path.add(table.name);
    for (const reference of table.references) {
      const target = byName.get(reference.table);
      if (target && target !== table) place(target, path);
    }
    path.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) place(table, new Set());
  return ordered;
}

/** Every table that holds data (not the migration bookkeeping), referenced tables first. */
export async function readCatalog(database: Database, db: AnyDb = database.db): Promise<CatalogTable[]> {
  const tables = database.engine === 'postgres' ? await postgresTables(db) : await sqliteTables(db);
  return inDependencyOrder(tables.filter((table) => !isBookkeeping(table.name)));
}

/** The first table that holds a row, or null when every table is empty. */
export async function firstTableWithRows(database: Database, tables: CatalogTable[]): Promise<string | null> {
  for (const table of tables) {
    const { rows } = await sql`select 1 from ${sql.table(table.name)} limit 1`.execute(database.db);
    if (rows.length) return table.name;
  }
  return null;
}

/**
 * Runs `read` in one transaction that sees a single moment of the database, so a backup taken
 * while the site is written to stays consistent (SQLite's WAL gives a read transaction that).
 */
export function inReadSnapshot<T>(database: Database, read: (db: AnyDb) => Promise<T>): Promise<T> {
  const transaction = database.db.transaction();
  return (
    database.engine === 'postgres' ? transaction.setIsolationLevel('repeatable read') : transaction
  ).execute(read);
}

/**
 * After rows were loaded with their ids: PostgreSQL's identity sequences still start at 1, so move
 * each past the largest id. SQLite's AUTOINCREMENT already follows the ids it is given.
 */
export async function advanceIdSequences(database: Database, db: AnyDb) {
  if (database.engine !== 'postgres') return;
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and (is_identity = 'YES' or column_default like 'nextval(%')`.execute(
    db,
  );
  for (const { table, column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
