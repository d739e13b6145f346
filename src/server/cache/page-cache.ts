import 'server-only';
import { logger } from '../log';

/**
 * The app's side of the full-page cache that `scripts/server.mjs` keeps in front of Next: the
 * server installs a registry object under this symbol, in this same process. Without it (`next
 * dev`, API tests) both calls do nothing.
 */
const REGISTRY = Symbol.for('securecam.page-cache');

interface PageCacheRegistry {
  purge(reason: string): void;
  schedulePurge(at: Date): void;
}

function registry(): PageCacheRegistry | undefined {
  const candidate = (globalThis as Record<symbol, unknown>)[REGISTRY] as
    | Partial<PageCacheRegistry>
    | undefined;
  return typeof candidate?.purge === 'function' && typeof candidate.schedulePurge === 'function'
    ? (candidate as PageCacheRegistry)
    : undefined;
}

/** Forgets every cached page at once: the next visitor of any page gets a fresh render. */
export function purgePageCache(reason: string): void {
  const cache = registry();
  if (!cache) return;
  cache.purge(reason);
  logger.debug({ component: 'cache', reason }, 'page cache purged');
}

/**
 * Purges the cache when `at` comes (a post's publish time, a banner's start or end), so scheduled
 * content appears on time; a time already past purges now. Pages also expire after ten minutes.
 */
export function schedulePageCachePurge(at: Date): void {
  if (Number.isNaN(at.getTime())) return;
  registry()?.schedulePurge(at);
}
