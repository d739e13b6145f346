import 'server-only';
import { sql } from 'kysely';
import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Database } from './engine';
import { migrationKit } from './migration-kit';
import { migrations } from './migrations';

function migratorOf(database: Database) {
  const kit = migrationKit(database.engine);
  const provider = {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(migrations).map(([name, migration]): [string, Migration] => [
          name,
          {
            up: (db) => migration.up(db, kit),
            down: migration.down ? (db) => migration.down!(db, kit) : undefined,
          },
        ]),
      ),
  };
  return new Migrator({ db: database.db, provider });
}

function appliedOrThrow({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/** A database a newer release has migrated: this release leaves it untouched and does not start. */
export class NewerDatabaseError extends Error {
  override name = 'NewerDatabaseError';
}

/** Where Kysely records the migrations a database has had. */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * The migrations recorded in the database that this code does not know: those of a newer release.
 * None where the database has had no migration at all.
 */
async function migrationsFromNewerRelease(database: Database): Promise<string[]> {
  const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return [];
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(
    database.db,
  );
  const known = new Set(knownMigrations());
  return rows.map((row) => row.name).filter((name) => !known.has(name));
}

/**
 * Applies every pending migration, each exactly once, in one transaction per migration. A database
 * a newer release has migrated is refused untouched: this release does not know its schema.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  await refuseNewerDatabase(database);
  return appliedOrThrow(await migratorOf(database).migrateToLatest());
}

/**
 * Throws NewerDatabaseError for a database a newer release has migrated: this release does not know
 * its schema, so it neither migrates it nor reads it whole (a backup would label it wrongly).
 */
export async function refuseNewerDatabase(database: Database): Promise<void> {
  const newer = await migrationsFromNewerRelease(database);
  if (newer.length) {
    throw new NewerDatabaseError(
      `This database was upgraded by a newer release of the site: it has the migration${newer.length > 1 ? 's' : ''} ` +
        `${newer.join(', ')}, which this release does not know, so it leaves the database untouched. ` +
        'Run the newer release, or to go back to this one restore the backup made before the upgrade ' +
        'into an empty database (npm run restore -- <archive>).',
    );
  }
}

/** Applies the pending migrations up to and including `name` (a restore loads rows at their schema). */
export async function migrateTo(database: Database, name: string): Promise<string[]> {
  return appliedOrThrow(await migratorOf(database).migrateTo(name));
}

/** The names of the migrations this database has had, in order: its schema version. */
export async function appliedMigrations(database: Database): Promise<string[]> {
  const all = await migratorOf(database).getMigrations();
  return all.filter((migration) => migration.executedAt !== undefined).map((migration) => migration.name);
}

/** Every migration this code knows, in order. */
export const knownMigrations = (): string[] => Object.keys(migrations);
