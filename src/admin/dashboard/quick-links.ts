import {
  type Icon,
  IconCalendarEvent,
  IconChartBar,
  IconInbox,
  IconNews,
  IconPackage,
  IconPhoto,
  IconTool,
} from '@tabler/icons-react';
import type { Role } from '@/modules/kit/define-module';
import { canOpenPath } from '../access';

export interface QuickLink {
  label: string;
  path: string;
  icon: Icon;
}

/** The dashboard's shortcuts to the usual work. */
export const quickLinks: readonly QuickLink[] = [
  { label: 'Add service', path: '/admin/services/add', icon: IconTool },
  { label: 'Add blog post', path: '/admin/blog/add', icon: IconNews },
  { label: 'Add product', path: '/admin/product/add', icon: IconPackage },
  { label: 'Media library', path: '/admin/file', icon: IconPhoto },
  { label: 'Inquiries', path: '/admin/inquiries', icon: IconInbox },
  { label: 'Site surveys', path: '/admin/booking', icon: IconCalendarEvent },
  { label: 'Lead analytics', path: '/admin/analytics', icon: IconChartBar },
];

export function quickLinksForRole(role: Role | undefined): QuickLink[] {
  return quickLinks.filter((link) => canOpenPath(link.path, role));
}
