'use client';

import dynamic from 'next/dynamic';
import { PageLoading } from './PageLoading';

/*
 * Every kind of admin page is a chunk of its own, fetched when the page is first opened, so a module
 * list does not download the editor, the charts or the booking calendar of other pages.
 */

const loading = () => <PageLoading />;

export const Dashboard = dynamic(() => import('../dashboard/Dashboard').then((page) => page.Dashboard), {
  loading,
});
export const ModuleList = dynamic(() => import('../modules/ModuleList').then((page) => page.ModuleList), {
  loading,
});
export const ModuleAddPage = dynamic(
  () => import('../modules/ModuleFormPages').then((page) => page.ModuleAddPage),
  { loading },
);
export const ModuleEditPage = dynamic(
  () => import('../modules/ModuleFormPages').then((page) => page.ModuleEditPage),
  { loading },
);
export const ModuleView = dynamic(() => import('../modules/ModuleView').then((page) => page.ModuleView), {
  loading,
});
export const SettingsPage = dynamic(
  () => import('../settings/SettingsPage').then((page) => page.SettingsPage),
  { loading },
);
export const MediaLibrary = dynamic(() => import('../media/MediaLibrary').then((page) => page.MediaLibrary), {
  loading,
});
export const AnalyticsPage = dynamic(
  () => import('@/modules/inquiries/admin/analytics/AnalyticsPage').then((page) => page.AnalyticsPage),
  { loading },
);
export const BookingPage = dynamic(
  () => import('@/modules/inquiries/admin/booking/BookingPage').then((page) => page.BookingPage),
  {
    loading,
  },
);
export const ActivityLogPage = dynamic(
  () => import('../activity-log/ActivityLogPage').then((page) => page.ActivityLogPage),
  { loading },
);
export const TrashPage = dynamic(() => import('../trash/TrashPage').then((page) => page.TrashPage), {
  loading,
});
export const RevisionsPage = dynamic(
  () => import('../revisions/RevisionsPage').then((page) => page.RevisionsPage),
  { loading },
);
export const RevisionComparePage = dynamic(
  () => import('../revisions/RevisionComparePage').then((page) => page.RevisionComparePage),
  { loading },
);
