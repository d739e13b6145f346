import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';

/**
 * A link into the back office that a module, settings page or tool page declares: the sidebar, the
 * editor's view of it, the dashboard's shortcuts and the route guard are all built from these.
 */
export interface AdminLink {
  label: string;
  icon: Icon;
  /** The page it opens: the list (default) or the add form of a module. */
  page?: 'list' | 'add';
  /** Position in the sidebar, across every declaration (smaller first); absent: not in the sidebar. */
  sidebar?: number;
  /**
   * The sidebar's part it sits in: `main`, the contract's menu (default), or `tools`, the back
   * office's own pages listed below it under their own heading (site surveys, analytics, media,
   * trash).
   */
  sidebarGroup?: SidebarGroup;
  /** Position among the dashboard's shortcuts; absent: not there. */
  dashboard?: number;
  /** Written with a trailing slash (`/admin/services/`), as the original back office linked it. */
  trailingSlash?: boolean;
}

export type SidebarGroup = 'main' | 'tools';

/** The sidebar's parts in order, each with its heading (the first has none). */
export const SIDEBAR_GROUPS: readonly { group: SidebarGroup; heading: string | null }[] = [
  { group: 'main', heading: null },
  { group: 'tools', heading: 'Tools' },
];

/**
 * A screen the back office fetches only when it is first shown (`() => import('./Screen').then(...)`),
 * so a page that does not show it does not download its code.
 */
export type LazyScreen = () => Promise<ComponentType>;

/** A back-office page that is neither a module nor a settings page (the dashboard, the media library). */
export interface ToolPage {
  /** Path below /admin; '' is the dashboard. */
  adminPath: string;
  access: 'staff' | 'admin';
  adminLinks: AdminLink[];
  /**
   * The page a feature brings (Lead analytics, site surveys). Absent: one of the back office's own
   * pages (the dashboard, the media library, the trash), which its router already knows.
   */
  screen?: LazyScreen;
}

/** A card a feature adds to the dashboard, beside the latest activity (new inquiries). */
export interface DashboardCard {
  /** Tells the cards apart. */
  key: string;
  /** The card, fetched with the dashboard's first showing; it decides itself whether it has anything to show. */
  card: LazyScreen;
}
