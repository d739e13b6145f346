import 'server-only';
import type { Generated, Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from './schema';

/** A row of a module's table: its columns are declared by the module's fields, known at run time. */
export type ModuleRow = { id: Generated<number> } & { [column: string]: unknown };

/** The database as the module kit sees it: every table a module table. */
export type ModuleTables = Record<string, ModuleRow>;

/**
 * The one handle on module tables. Their names and columns come from the declarations at run
 * time, so queries name them as strings; every other table keeps its static type in `schema.ts`.
 */
export function moduleTables(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>): Kysely<ModuleTables> {
  return db as unknown as Kysely<ModuleTables>;
}
