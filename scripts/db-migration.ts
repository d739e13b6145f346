/**
 * `npm run db:migration <module>`: writes the migration a module's declaration needs, for both
 * engines, as `src/server/db/migrations/NNNN_<module>.ts`: its table when no migration creates it,
 * else the columns of the fields no migration creates yet. What exists is found by applying every
 * migration to a throwaway in-memory SQLite database.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
import { modules } from '@/registry';
import { openDatabase } from '@/server/db/engine';
import { moduleMigration } from '@/server/db/module-migration';
import { writeMigrationIndex } from './generate-migration-index.ts';

const MIGRATIONS = path.resolve('src/server/db/migrations');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function existingColumns(table: string): Promise<Set<string> | null> {
  // The migration index is brought up to date first: a migration file may have come or gone.
  writeMigrationIndex();
  const { migrateToLatest } = await import('@/server/db/migrate');
  const database = openDatabase({ sqliteFile: ':memory:' });
  try {
    await migrateToLatest(database);
    const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(
      database.db,
    );
    return rows.length === 0 ? null : new Set(rows.map((row) => row.name));
  } finally {
    await database.close();
  }
}

function nextNumber(): string {
  const numbers = readdirSync(MIGRATIONS)
    .map((file) => /^(\d{4})_/.exec(file)?.[1])
    .filter((found): found is string => found !== undefined)
    .map(Number);
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0');
}

async function main() {
  const key = process.argv[2];
  if (!key) fail('Usage: npm run db:migration <module key>');
  const module = modules.find((each) => each.key === key);
  if (!module)
    fail(
      `No module "${key}" in src/registry/index.ts. Modules: ${modules.map((each) => each.key).join(', ')}`,
    );

  try {
    const migration = moduleMigration(module, modules, await existingColumns(module.table));
    const file = path.join(MIGRATIONS, `${nextNumber()}_${migration.name}.ts`);
    writeFileSync(file, migration.source);
    // Written as the formatter writes code, so that `npm run lint` passes with it as it is.
    spawnSync(
      process.execPath,
      [createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome'), 'format', '--write', file],
      {
        stdio: 'ignore',
      },
    );
    writeMigrationIndex();
    console.log(`  Wrote ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

void main();
