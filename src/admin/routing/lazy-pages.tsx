'use client';

import dynamic from 'next/dynamic';
import type { LazyScreen } from '@/kit/admin-links';
import { lazyScreen } from './lazy-screen';
import { PageLoading } from './PageLoading';

/*
 * Every kind of admin page is a chunk of its own, fetched when the page is first opened, so a module
 * list does not download the editor, the charts or the booking calendar of other pages.
 */

const loading = () => <PageLoading />;

/** A page a feature brings (`ToolPage.screen`): a chunk of its own in the same way. */
export function ToolPageScreen({ screen }: { screen: LazyScreen }) {
  const Screen = lazyScreen(screen, loading);
  return <Screen />;
}

export const Dashboard = dynamic(() => import('../dashboard/Dashboard').then((page) => page.Dashboard), {
  loading,
});
export const ModuleList = dynamic(() => import('../records/ModuleList').then((page) => page.ModuleList), {
  loading,
});
export const ModuleAddPage = dynamic(
  () => import('../records/ModuleFormPages').then((page) => page.ModuleAddPage),
  { loading },
);
export const ModuleEditPage = dynamic(
  () => import('../records/ModuleFormPages').then((page) => page.ModuleEditPage),
  { loading },
);
export const ModuleView = dynamic(() => import('../records/ModuleView').then((page) => page.ModuleView), {
  loading,
});
export const SettingsPage = dynamic(
  () => import('../settings/SettingsPage').then((page) => page.SettingsPage),
  { loading },
);
export const MediaLibrary = dynamic(() => import('../media/MediaLibrary').then((page) => page.MediaLibrary), {
  loading,
});
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
