/** The source of the migration index for these file names. */
export function migrationIndexSource(fileNames: string[]): string;
/**
 * Rewrites the migration index when a migration file was added or removed, and the module page index
 * when a module's public page was; true when either changed.
 */
export function writeMigrationIndex(): boolean;
