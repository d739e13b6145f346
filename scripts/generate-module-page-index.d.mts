/** The source of the module page index for these module folders. */
export function modulePageIndexSource(folders: string[]): string;
/** Rewrites the module page index when a module's public page was added or removed; true when it changed. */
export function writeModulePageIndex(): boolean;
