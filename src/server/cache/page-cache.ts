import 'server-only';
import { pageCacheControl } from '../handshake/page-server-handshake';
import { logger } from '../log';

/**
 * The app's side of the full-page cache that `scripts/server.ts` keeps in front of Next, in this
 * same process (see `src/server/handshake/page-server-handshake.ts`). Without it (`next dev`, API tests) both
 * calls do nothing.
 */

/** Forgets every cached page at once: the next visitor of any page gets a fresh render. */
export function purgePageCache(reason: string): void {
  const cache = pageCacheControl();
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
  pageCacheControl()?.schedulePurge(at);
}
