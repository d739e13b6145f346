import 'server-only';
import { getDatabase } from '../db';
import { purgePageCache } from './page-cache';
import { announcePurge } from './purge-broadcast';

/**
 * Drops the cached copies of the public pages a write shows on, so the next visitor sees the change
 * at once: the custom server's page cache is emptied whole (writes are rare, and a page shows more
 * than its own record: footer, banners, lists). Next keeps no copies of its own: every page renders
 * on demand (`dynamic = 'force-dynamic'` in the site's layout). Other instances on the same
 * PostgreSQL database are told before the write is answered.
 */
export async function invalidatePublicPaths(paths: string[]) {
  const reason = `write: ${paths.join(' ')}`;
  purgePageCache(reason);
  await announcePurge(await getDatabase(), reason);
}
