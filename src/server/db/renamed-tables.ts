/**
 * Tables a migration renamed, by their former name. A backup taken before the rename names the old
 * table: a restore loads it at the archive's schema, where the table still has that name, and checks
 * its rows as the module's that now owns it. A test holds each entry against the migrations.
 */
export const RENAMED_TABLES: Readonly<Record<string, string>> = {
  cctv_monitoring: 'cctv', // 0032_cctv_table
};

/** The name a table has after every migration: itself, unless a migration renamed it since. */
export function currentTableName(table: string): string {
  let name = table;
  while (Object.hasOwn(RENAMED_TABLES, name)) name = RENAMED_TABLES[name];
  return name;
}
