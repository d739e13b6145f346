import 'server-only';
import { pageCacheControl } from '../handshake/page-server-handshake';
import { logger } from '../log';

/**
 * The app's side of the full-page cache that `scripts/server.ts` keeps in front of Next, in this
 * same process (see `src/server/handshake/page-server-handshake.ts`). Without it (`next dev`, API tests) both
 * calls do nothing.
 */

/**
 * Forgets every cached page at once. The most visited are rendered again at once, their visitors
 * served the copies from before meanwhile, unless `servePrevious` is false (a write of another
 * instance, which cannot wait for this one): resolves once every page shows what was written.
 */
export function purgePageCache(reason: string, options?: { servePrevious?: boolean }): Promise<void> {
  const cache = pageCacheControl();
  if (!cache) return Promise.resolve();
  const refilled = cache.purge(reason, options);
  logger.debug({ component: 'cache', reason }, 'page cache purged');
  return refilled;
}

/**
 * Purges the cache when `at` comes (a post's publish time, a banner's start or end), so scheduled
 * content appears on time; a time already past purges now. Pages also expire after ten minutes.
 */
export function schedulePageCachePurge(at: Date): void {
  if (Number.isNaN(at.getTime())) return;
  pageCacheControl()?.schedulePurge(at);
}
