import type { LazyScreen, ToolPage } from '@/kit/admin-links';
import type { AnyModule } from '@/kit/define-module';
import type { SettingsDefinition } from '@/kit/define-settings';
import type { Registry } from '@/kit/registry';
import { ADMIN_ROOT } from '@/lib/constants';
import { activityLogUserId } from '../activity-log/activity-log-path';
import { normalizeAdminPath } from '../navigation';

export type AdminRoute =
  | { kind: 'dashboard' }
  | { kind: 'permission-denied' }
  | { kind: 'redirect'; to: string }
  | { kind: 'list'; module: AnyModule }
  | { kind: 'add'; module: AnyModule }
  | { kind: 'edit'; module: AnyModule; id: number }
  | { kind: 'view'; module: AnyModule; id: number }
  | { kind: 'settings'; settings: SettingsDefinition }
  | { kind: 'media-library' }
  | { kind: 'tool'; page: FeatureToolPage }
  | { kind: 'activity-log'; userId: number | null }
  | { kind: 'trash' }
  | { kind: 'revisions'; module: AnyModule; id: number }
  | { kind: 'revision'; module: AnyModule; id: number; revisionId: number }
  | { kind: 'not-found'; path: string };

/** A tool page a feature brings, with its screen. */
export type FeatureToolPage = ToolPage & { screen: LazyScreen };

/** What the router reads of the registry. */
export type RouteSource = Pick<Registry, 'modules' | 'settingsPages' | 'toolPages'>;

/** Paths of the back office this one replaced, sent to the dashboard so old bookmarks still work. */
const LEGACY_PATHS = new Set(['app', 'ecommerce', 'banking']);
const RECORD_ID = /^[1-9]\d{0,15}$/;
/** The media library. */
const MEDIA_LIBRARY_PATH = 'file';
const TRASH_PATH = 'trash';
const REVISIONS = 'revisions';

function modulePage(module: AnyModule, segments: string[]): AdminRoute | null {
  const [first, second] = segments;
  if (segments.length === 0) return { kind: 'list', module };
  if (segments.length === 1 && first === 'list' && module.pages.includes('list'))
    return { kind: 'list', module };
  if (segments.length === 1 && first === 'add' && module.pages.includes('add'))
    return { kind: 'add', module };
  if (segments.length === 2 && RECORD_ID.test(first)) {
    const id = Number(first);
    if (second === 'edit' && module.pages.includes('edit')) return { kind: 'edit', module, id };
    if (second === 'view' && module.pages.includes('view')) return { kind: 'view', module, id };
    if (second === REVISIONS && module.trash) return { kind: 'revisions', module, id };
  }
  const [, , third] = segments;
  if (
    segments.length === 3 &&
    RECORD_ID.test(first) &&
    second === REVISIONS &&
    RECORD_ID.test(third) &&
    module.trash
  ) {
    return { kind: 'revision', module, id: Number(first), revisionId: Number(third) };
  }
  return null;
}

function featureToolPage(registry: RouteSource, path: string): FeatureToolPage | undefined {
  return registry.toolPages.find(
    (page): page is FeatureToolPage => page.screen !== undefined && page.adminPath === path,
  );
}

/** Which back-office page a path shows, from the registry alone. */
export function resolveAdminRoute(pathname: string, registry: RouteSource): AdminRoute {
  const path = normalizeAdminPath(pathname);
  if (path === ADMIN_ROOT) return { kind: 'dashboard' };
  if (!path.startsWith(`${ADMIN_ROOT}/`)) return { kind: 'not-found', path };

  const rest = path.slice(ADMIN_ROOT.length + 1);
  if (rest === 'permission-denied') return { kind: 'permission-denied' };
  if (LEGACY_PATHS.has(rest)) return { kind: 'redirect', to: ADMIN_ROOT };
  if (rest === MEDIA_LIBRARY_PATH) return { kind: 'media-library' };
  // Exact paths: `analytics` is Lead analytics, `analytics/settings` the analytics code page.
  const toolPage = featureToolPage(registry, rest);
  if (toolPage) return { kind: 'tool', page: toolPage };
  if (rest === TRASH_PATH) return { kind: 'trash' };
  const settings = registry.settingsPages.find((page) => page.adminPath === rest);
  if (settings) return { kind: 'settings', settings };
  const activityLogUser = activityLogUserId(rest);
  if (activityLogUser !== undefined) return { kind: 'activity-log', userId: activityLogUser };

  // Longest admin path first: `product/category/add` belongs to categories, not to products.
  const candidates = registry.modules
    .filter((module) => rest === module.adminPath || rest.startsWith(`${module.adminPath}/`))
    .sort((a, b) => b.adminPath.length - a.adminPath.length);
  for (const module of candidates) {
    const segments = rest.slice(module.adminPath.length).split('/').filter(Boolean);
    const route = modulePage(module, segments);
    if (route) return route;
  }
  return { kind: 'not-found', path };
}

/** Paths of a module's pages, the inverse of `resolveAdminRoute`. */
export const modulePaths = {
  list: (module: AnyModule) => `${ADMIN_ROOT}/${module.adminPath}`,
  add: (module: AnyModule) => `${ADMIN_ROOT}/${module.adminPath}/add`,
  edit: (module: AnyModule, id: number) => `${ADMIN_ROOT}/${module.adminPath}/${id}/edit`,
  view: (module: AnyModule, id: number) => `${ADMIN_ROOT}/${module.adminPath}/${id}/view`,
  revisions: (module: AnyModule, id: number) => `${ADMIN_ROOT}/${module.adminPath}/${id}/${REVISIONS}`,
  revision: (module: AnyModule, id: number, revisionId: number) =>
    `${ADMIN_ROOT}/${module.adminPath}/${id}/${REVISIONS}/${revisionId}`,
};

export const trashPath = `${ADMIN_ROOT}/${TRASH_PATH}`;

/** Where a record opens: its view page, else its edit page. */
export function recordPath(module: AnyModule, id: number): string {
  if (module.pages.includes('view')) return modulePaths.view(module, id);
  if (module.pages.includes('edit')) return modulePaths.edit(module, id);
  return modulePaths.list(module);
}
