import { IconCalendarEvent } from '@tabler/icons-react';
import type { DashboardCard, ToolPage } from '@/kit/admin-links';
import { staffToolPage } from '@/kit/registry';

/**
 * The staff's Site surveys screen, below the seed's menu under its own heading, and its dashboard
 * card. Each is a chunk of its own: the calendar downloads only on its page, the card with the
 * dashboard.
 */
export const surveyCalendarPage: ToolPage = staffToolPage(
  'booking',
  { label: 'Site surveys', icon: IconCalendarEvent, dashboard: 60, sidebar: 10_010, sidebarGroup: 'tools' },
  () => import('./BookingPage').then((page) => page.BookingPage),
);

export const upcomingSurveysCard: DashboardCard = {
  key: 'upcoming-surveys',
  card: () => import('./UpcomingSurveysCard').then((card) => card.UpcomingSurveysCard),
};
