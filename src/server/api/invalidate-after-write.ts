import 'server-only';
import type { Context } from 'hono';
import type { ApiEnv } from './context';

/**
 * After a committed write that shows on these public paths: empties the whole page cache and
 * revalidates Next's copies of the paths; a write shown on no public path purges nothing. The write
 * has landed either way, so a failure here is logged, not answered with an error.
 */
export async function invalidateAfterWrite(c: Context<ApiEnv>, paths: Iterable<string>) {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return;
  try {
    await c.get('deps').invalidatePublicPaths(unique);
  } catch (error) {
    c.get('log').error({ err: error, paths: unique }, 'public cache invalidation failed');
  }
}
