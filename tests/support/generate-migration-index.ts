import { writeMigrationIndex } from '../../scripts/generate-migration-index.ts';

/** Every test run lists the migration files first, as the build and dev server do. */
export function setup() {
  writeMigrationIndex();
}
