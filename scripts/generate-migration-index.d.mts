/** The source of the migration index for these file names. */
export function migrationIndexSource(fileNames: string[]): string;
/** Rewrites the migration index when a migration file was added or removed; true when it changed. */
export function writeMigrationIndex(): boolean;
