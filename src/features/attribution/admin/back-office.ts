import { IconChartBar } from '@tabler/icons-react';
import type { ToolPage } from '@/kit/admin-links';
import { staffToolPage } from '@/kit/registry';

/** Lead analytics, below the seed's menu under its own heading: a chunk of its own, downloaded only on its page. */
export const leadAnalyticsPage: ToolPage = staffToolPage(
  'analytics',
  { label: 'Lead analytics', icon: IconChartBar, dashboard: 70, sidebar: 10_020, sidebarGroup: 'tools' },
  () => import('./AnalyticsPage').then((page) => page.AnalyticsPage),
);
