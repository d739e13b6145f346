/**
 * Where the custom server (`scripts/server.ts`) and the app it runs (`src/`) meet, in one process.
 * Next bundles the app's server code several times over (instrumentation, the API route, the pages),
 * each bundle with its own copy of every module, so what must exist once per process is kept on
 * `globalThis`, under the registered symbols below, and read or written only through this module.
 * The engine owns this meeting point and the server registers with it: src/ never imports scripts/.
 * The app imports it without extension, the server with `.ts` (Node runs it with its types stripped,
 * so it imports nothing, and the `package.json` beside it marks it an ES module).
 */

/**
 * The exit status of a start that cannot succeed as things are: a setting to fix, a database a newer
 * release migrated (EX_CONFIG, as sysexits.h names it). The systemd unit does not restart on it.
 */
export const CANNOT_START_AS_IS = 78;

/** The running server's full-page cache, as the app's writes reach it. */
export interface PageCacheControl {
  /**
   * Empties the cache. The most visited pages are rendered again at once and, unless
   * `servePrevious` is false (another instance's write), served as they were until then: the
   * promise resolves once every page shows the write.
   */
  purge(reason: string, options?: { servePrevious?: boolean }): Promise<void>;
  /** Purges when `at` comes (a post's publish time, a banner's start or end). */
  schedulePurge(at: Date | number): void;
  stats(): { pages: number; bytes: number; generation: number };
}

/** Work to finish when the server stops (close the database, stop the mail worker). */
export type ShutdownTask = () => Promise<void>;

/** The one page-cache purge listener per process and database (`src/server/cache/purge-broadcast.ts`). */
export interface PurgeListenerState {
  /** This process, so it ignores its own announcements (its cache is already purged). */
  instanceId: string;
  listeners: Map<string, { close(): Promise<void> }>;
}

const PAGE_CACHE: unique symbol = Symbol.for('securecam.page-cache');
const SHUTDOWN_TASKS: unique symbol = Symbol.for('securecam.shutdown-tasks');
const PAGE_CACHE_PURGE: unique symbol = Symbol.for('securecam.page-cache-purge');

interface ProcessSlots {
  [PAGE_CACHE]?: PageCacheControl;
  [SHUTDOWN_TASKS]?: ShutdownTask[];
  [PAGE_CACHE_PURGE]?: PurgeListenerState;
}

const slots = globalThis as typeof globalThis & ProcessSlots;

/** The server: makes its page cache reachable from the app. */
export function installPageCacheControl(control: PageCacheControl): void {
  slots[PAGE_CACHE] = control;
}

/** The server, when it stops serving that cache (tests). */
export function uninstallPageCacheControl(): void {
  delete slots[PAGE_CACHE];
}

/** The app: the server's page cache, or undefined without one (`next dev`, API tests). */
export function pageCacheControl(): PageCacheControl | undefined {
  return slots[PAGE_CACHE];
}

/** The server, before the app loads: the list the app adds its shutdown tasks to. */
export function installShutdownTasks(): ShutdownTask[] {
  const tasks: ShutdownTask[] = [];
  slots[SHUTDOWN_TASKS] = tasks;
  return tasks;
}

/** The app: the server's list of shutdown tasks, or undefined without one (`next dev`). */
export function shutdownTasks(): ShutdownTask[] | undefined {
  return slots[SHUTDOWN_TASKS];
}

/** The app: this process's purge listener state, made by `create` the first time. */
export function purgeListenerState(create: () => PurgeListenerState): PurgeListenerState {
  slots[PAGE_CACHE_PURGE] ??= create();
  return slots[PAGE_CACHE_PURGE];
}

/** What only the app can read for the server's metrics (`scripts/metrics.ts`): its database's figures. */
export interface ApplicationFigures {
  /** Mail waiting in the outbox, and how long the oldest of it has waited. */
  outbox: { pending: number; failed: number; oldestPendingSeconds: number };
  /** The database's connections: PostgreSQL's pool; SQLite's one connection, in this process. */
  database: { engine: string; open: number; idle: number; waiting: number; max: number };
}

const APPLICATION_FIGURES: unique symbol = Symbol.for('securecam.application-figures');

const figureSlots = globalThis as typeof globalThis & {
  [APPLICATION_FIGURES]?: () => Promise<ApplicationFigures>;
};

/** The app, once its database is open: how the server's metrics read the app's figures. */
export function installApplicationFigures(read: () => Promise<ApplicationFigures>): void {
  figureSlots[APPLICATION_FIGURES] = read;
}

/** The server: the app's figures, or undefined before the app has started (or without one, in tests). */
export function applicationFiguresReader(): (() => Promise<ApplicationFigures>) | undefined {
  return figureSlots[APPLICATION_FIGURES];
}

const DATABASE: unique symbol = Symbol.for('securecam.database');

const databaseSlot = globalThis as typeof globalThis & { [DATABASE]?: Promise<unknown> };

/**
 * The app: this process's one database (one SQLite connection, or one PostgreSQL pool), opened by
 * `open` when any of Next's bundles first asks, so the bundles share it instead of each opening its
 * own. A failed open is forgotten, so the next request tries again.
 */
export function processDatabase<T>(open: () => Promise<T>): Promise<T> {
  databaseSlot[DATABASE] ??= open().catch((error: unknown) => {
    delete databaseSlot[DATABASE];
    throw error;
  });
  return databaseSlot[DATABASE] as Promise<T>;
}

/** The app's API as a fetch handler: a web request in, a web response out. */
export type ApiFetch = (request: Request) => Response | Promise<Response>;

const API_FETCH: unique symbol = Symbol.for('securecam.api-fetch');

const API_FETCH_WAITERS: unique symbol = Symbol.for('securecam.api-fetch-waiters');

const apiSlot = globalThis as typeof globalThis & {
  [API_FETCH]?: ApiFetch;
  [API_FETCH_WAITERS]?: Array<(fetch: ApiFetch) => void>;
};

/**
 * The app, once it has started: its API, for the server to answer `/api/*` with directly instead of
 * through Next's route handler (`src/app/api/[[...route]]/route.ts`, which `next dev` still uses).
 */
export function installApiFetch(fetch: ApiFetch): void {
  apiSlot[API_FETCH] = fetch;
  const waiters = apiSlot[API_FETCH_WAITERS] ?? [];
  delete apiSlot[API_FETCH_WAITERS];
  for (const resolve of waiters) resolve(fetch);
}

/** The server: the app's API, or undefined before the app has started (or in tests without one). */
export function installedApiFetch(): ApiFetch | undefined {
  return apiSlot[API_FETCH];
}

/** The server: the app's API once the app has installed it (at once when it has). */
export function whenApiFetchInstalled(): Promise<ApiFetch> {
  const installed = apiSlot[API_FETCH];
  if (installed) return Promise.resolve(installed);
  return new Promise((resolve) => {
    apiSlot[API_FETCH_WAITERS] ??= [];
    apiSlot[API_FETCH_WAITERS].push(resolve);
  });
}
