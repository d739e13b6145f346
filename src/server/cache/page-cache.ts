import 'server-only';

/**
 * The app's side of the full-page cache that the custom server (`scripts/server.mjs`) keeps in front
 * of Next. The server installs its controls on `globalThis` under this symbol; without it (`next
 * dev`, API tests) there is no page cache and these calls do nothing.
 */
const PAGE_CACHE_KEY = Symbol.for('securecam.page-cache');

export interface PageCacheControls {
  /** Drops every cached page at once. */
  purge(reason: string): void;
  /** Drops every cached page at that moment (a scheduled post or banner appears or ends). */
  purgeAt(at: Date): void;
}

function controls(): PageCacheControls | undefined {
  return (globalThis as { [PAGE_CACHE_KEY]?: PageCacheControls })[PAGE_CACHE_KEY];
}

/** After a content or settings write: the next visitor gets a freshly rendered page. */
export function purgePageCache(reason: string): void {
  controls()?.purge(reason);
}

/** Content whose visibility changes by itself at `at`: cached pages must not outlive that moment. */
export function schedulePageCachePurge(at: Date): void {
  controls()?.purgeAt(at);
}
