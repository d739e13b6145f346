import type { Icon } from '@tabler/icons-react';
import { type AdminLink, SIDEBAR_GROUPS, type SidebarGroup } from '@/kit/admin-links';
import type { Access, Role } from '@/kit/define-module';
import type { Registry } from '@/kit/registry';
import { ADMIN_ROOT } from '@/lib/constants';

export interface NavigationLink {
  label: string;
  path: string;
  icon: Icon;
  /** Who may open it: the access of the module or page that declares it. */
  access: Access;
  /** A module list whose records wait for staff (`unreadWhen`): the sidebar shows how many. */
  unread?: UnreadRecords;
  /** The sidebar's part it sits in. */
  group: SidebarGroup;
}

export interface UnreadRecords {
  moduleKey: string;
  field: string;
  value: string;
}

interface PositionedLink extends NavigationLink {
  sidebar?: number;
  dashboard?: number;
}

/** The declarations the links come from. */
export type NavigationSource = Pick<Registry, 'modules' | 'settingsPages' | 'toolPages'>;

/** The back office's links: the sidebar's, in its order, and the dashboard's shortcuts. */
export interface AdminNavigation {
  /** The sidebar, in the order the declarations give: the contract's menu, then the tools below it. */
  links: readonly NavigationLink[];
  /** The dashboard's shortcuts to the usual work. */
  dashboardLinks: readonly NavigationLink[];
}

/** What a module's list link counts as waiting for staff, when the module declares it. */
function unreadRecordsOf(registry: NavigationSource, owner: object): UnreadRecords | undefined {
  const module = registry.modules.find((candidate) => candidate === owner);
  return module?.unreadWhen ? { moduleKey: module.key, ...module.unreadWhen } : undefined;
}

/** Every link the registry declares: modules, settings pages and the other back-office pages. */
function declaredLinks(registry: NavigationSource): PositionedLink[] {
  const owners = [...registry.modules, ...registry.settingsPages, ...registry.toolPages];
  return owners.flatMap((owner) =>
    owner.adminLinks.map((link: AdminLink) => {
      const page = owner.adminPath === '' ? ADMIN_ROOT : `${ADMIN_ROOT}/${owner.adminPath}`;
      const target = link.page === 'add' ? `${page}/add` : page;
      return {
        label: link.label,
        path: link.trailingSlash ? `${target}/` : target,
        icon: link.icon,
        access: owner.access,
        unread: link.page === 'add' ? undefined : unreadRecordsOf(registry, owner),
        group: link.sidebarGroup ?? 'main',
        sidebar: link.sidebar,
        dashboard: link.dashboard,
      };
    }),
  );
}

function placed(declared: PositionedLink[], place: 'sidebar' | 'dashboard'): NavigationLink[] {
  return declared
    .filter((link) => link[place] !== undefined)
    .sort((a, b) => (a[place] ?? 0) - (b[place] ?? 0))
    .map(({ label, path, icon, access, unread, group }) => ({ label, path, icon, access, unread, group }));
}

// A registry is built once and never changes: its links are worked out once, not on every render.
const builtNavigation = new WeakMap<NavigationSource, AdminNavigation>();

export function adminNavigation(registry: NavigationSource): AdminNavigation {
  const built = builtNavigation.get(registry);
  if (built) return built;
  const declared = declaredLinks(registry);
  const sidebar = placed(declared, 'sidebar');
  const navigation: AdminNavigation = {
    links: SIDEBAR_GROUPS.flatMap(({ group }) => sidebar.filter((link) => link.group === group)),
    dashboardLinks: placed(declared, 'dashboard'),
  };
  builtNavigation.set(registry, navigation);
  return navigation;
}

/** `/admin/services/` and `/admin/services` are one page. */
export function normalizeAdminPath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The link a path belongs to: the one with the longest path that equals or contains it. */
export function findActiveLink(path: string, links: readonly NavigationLink[]) {
  const current = normalizeAdminPath(path);
  let best: NavigationLink | undefined;
  for (const link of links) {
    const linkPath = normalizeAdminPath(link.path);
    const matches = current === linkPath || (linkPath !== ADMIN_ROOT && current.startsWith(`${linkPath}/`));
    if (matches && (!best || linkPath.length > normalizeAdminPath(best.path).length)) best = link;
  }
  return best;
}

/** True when the path lies under an administrators-only link. */
export function isAdminOnlyPath(path: string, navigation: AdminNavigation): boolean {
  return findActiveLink(path, navigation.links)?.access === 'admin';
}

const visibleTo = (role: Role | undefined) => (link: NavigationLink) =>
  link.access !== 'admin' || role === 'admin';

export function linksForRole(navigation: AdminNavigation, role: Role | undefined): NavigationLink[] {
  return navigation.links.filter(visibleTo(role));
}

/** The sidebar's parts a role sees, in order, each with its heading and its links; an empty part is left out. */
export function sidebarGroupsForRole(navigation: AdminNavigation, role: Role | undefined) {
  const links = linksForRole(navigation, role);
  return SIDEBAR_GROUPS.map(({ group, heading }) => ({
    group,
    heading,
    links: links.filter((link) => link.group === group),
  })).filter((part) => part.links.length > 0);
}

export function dashboardLinksForRole(navigation: AdminNavigation, role: Role | undefined): NavigationLink[] {
  return navigation.dashboardLinks.filter(visibleTo(role));
}
