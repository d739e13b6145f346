import 'server-only';
import { getDatabase } from '../db';
import { purgePageCache } from './page-cache';
import { announcePurge } from './purge-broadcast';

/**
 * Drops the cached copies of the public pages a write shows on: the custom server's page cache is
 * emptied whole (writes are rare, and a page shows more than its own record: footer, banners,
 * lists). Next keeps no copies of its own: every page renders on demand (`dynamic =
 * 'force-dynamic'` in the site's layout). The write is answered once the most visited pages are
 * rendered again (their visitors get the copies from before meanwhile), so whoever wrote sees the
 * change on their next request. Other instances on the same PostgreSQL database are told before.
 */
export async function invalidatePublicPaths(paths: string[]) {
  const reason = `write: ${paths.join(' ')}`;
  const refilled = purgePageCache(reason);
  await announcePurge(await getDatabase(), reason);
  await refilled;
}
