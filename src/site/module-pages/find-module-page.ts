import 'server-only';
import { matchSiteRoute, siteRouteOf } from '@/kit/site-route';
import type { ModulePageIndex, ModulePublicPage } from './module-page';

/**
 * The module page whose `sitePath` route a path is on, with the values the path gives it; null for
 * any other path (the site's 404). Matching reads no database. The index of module pages is the
 * composition's (src/registry/public-pages.ts), handed in by the site's catch-all route.
 */
export async function findModulePage(
  modulePages: ModulePageIndex,
  path: string,
): Promise<{ page: ModulePublicPage; params: Record<string, string> } | null> {
  for (const load of Object.values(modulePages)) {
    const page = (await load()).default;
    const route = siteRouteOf(page.module);
    const params = route && matchSiteRoute(route, path);
    if (params) return { page, params };
  }
  return null;
}
