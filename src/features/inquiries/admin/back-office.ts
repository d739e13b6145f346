import { IconCalendarEvent, IconChartBar } from '@tabler/icons-react';
import type { DashboardCard, ToolPage } from '@/kit/admin-links';
import { staffToolPage } from '@/kit/registry';

/**
 * What the inquiries feature adds to the back office beside its module's pages. Each screen is a
 * chunk of its own: the booking calendar and the charts download only on their pages, the card with
 * the dashboard.
 */
export const inquiriesToolPages: ToolPage[] = [
  // Below the seed's menu, under their own heading.
  staffToolPage(
    'booking',
    { label: 'Site surveys', icon: IconCalendarEvent, dashboard: 60, sidebar: 10_010, sidebarGroup: 'tools' },
    () => import('@/features/survey-calendar/admin/BookingPage').then((page) => page.BookingPage),
  ),
  staffToolPage(
    'analytics',
    { label: 'Lead analytics', icon: IconChartBar, dashboard: 70, sidebar: 10_020, sidebarGroup: 'tools' },
    () => import('@/features/attribution/admin/AnalyticsPage').then((page) => page.AnalyticsPage),
  ),
];

export const newInquiriesCard: DashboardCard = {
  key: 'new-inquiries',
  card: () => import('./NewInquiriesCard').then((card) => card.NewInquiriesCard),
};

export const upcomingSurveysCard: DashboardCard = {
  key: 'upcoming-surveys',
  card: () =>
    import('@/features/survey-calendar/admin/UpcomingSurveysCard').then((card) => card.UpcomingSurveysCard),
};
