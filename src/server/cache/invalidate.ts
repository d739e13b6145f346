import 'server-only';
import { revalidatePath } from 'next/cache';
import { getDatabase } from '../db';
import { purgePageCache, schedulePageCachePurge } from './page-cache';
import { announcePurge } from './purge-broadcast';

/** A module's `publicPaths` answer this when a change shows on every page (footer, banners). */
const WHOLE_SITE = '/*';

/**
 * Next applies a route handler's revalidations when its response is done; a page rendered from
 * Next's own cache in between must not stay in the page cache, so it is purged again just after.
 */
const SETTLE_MS = 2000;

/**
 * Drops the cached copies of these public pages, so the next visitor sees the change at once: the
 * custom server's page cache is emptied whole (writes are rare, and a page shows more than its own
 * record: footer, banners, lists), and Next's own copies of the named paths are revalidated.
 * Other instances on the same PostgreSQL database are told before the write is answered.
 */
export async function invalidatePublicPaths(paths: string[]) {
  const reason = `write: ${paths.join(' ')}`;
  purgePageCache(reason);
  schedulePageCachePurge(new Date(Date.now() + SETTLE_MS));
  if (paths.includes(WHOLE_SITE)) revalidatePath('/', 'layout');
  else for (const path of paths) revalidatePath(path);
  await announcePurge(await getDatabase(), reason);
}
