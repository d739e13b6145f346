/**
 * The worker's globals before its first test file, and the files it has run since. Test files share
 * their worker's modules (`isolate: false` in vitest.config.mts), so this module is evaluated once
 * per worker and keeps the originals.
 */
export const WATCHED_GLOBALS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'queueMicrotask',
  'Date',
  'fetch',
] as const;

export const originalGlobals = new Map(WATCHED_GLOBALS.map((name) => [name, Reflect.get(globalThis, name)]));

/** The test files this worker has run, in order. */
export const filesRunInWorker: string[] = [];
