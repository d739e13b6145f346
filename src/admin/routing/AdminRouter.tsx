'use client';

import { usePathname } from 'next/navigation';
import { ADMIN_ROOT } from '@/lib/constants';
import { canOpenActivityLog, canOpenModule, canOpenPath } from '../access';
import { useAdminNavigation, useRegistry } from '../registry-context';
import { useSession } from '../session/session-context';
import { AdminPageNotFound } from './AdminPageNotFound';
import {
  ActivityLogPage,
  Dashboard,
  MediaLibrary,
  ModuleAddPage,
  ModuleEditPage,
  ModuleList,
  ModuleView,
  RevisionComparePage,
  RevisionsPage,
  SettingsPage,
  ToolPageScreen,
  TrashPage,
} from './lazy-pages';
import { Navigate } from './Navigate';
import { PermissionDenied } from './PermissionDenied';
import { resolveAdminRoute } from './resolve-admin-route';

export const PERMISSION_DENIED_PATH = `${ADMIN_ROOT}/permission-denied`;

/** Shows the back-office page for the current path, resolved against the registry. */
export function AdminRouter() {
  const pathname = usePathname();
  const { user } = useSession();
  const navigation = useAdminNavigation();
  const route = resolveAdminRoute(pathname, useRegistry());

  const deniedByModule =
    ('module' in route && !canOpenModule(route.module, user?.role)) ||
    (route.kind === 'settings' && route.settings.access === 'admin' && user?.role !== 'admin') ||
    (route.kind === 'tool' && route.page.access === 'admin' && user?.role !== 'admin');
  const deniedByPath = !canOpenPath(pathname, user?.role, navigation);
  const deniedActivityLog = route.kind === 'activity-log' && !canOpenActivityLog(route.userId, user);
  if (deniedByModule || deniedByPath || deniedActivityLog) return <Navigate to={PERMISSION_DENIED_PATH} />;

  switch (route.kind) {
    case 'dashboard':
      return <Dashboard />;
    case 'settings':
      return <SettingsPage key={route.settings.key} settings={route.settings} />;
    case 'activity-log':
      return <ActivityLogPage key={route.userId ?? 'all'} userId={route.userId} />;
    case 'media-library':
      return <MediaLibrary />;
    case 'tool':
      return <ToolPageScreen key={route.page.adminPath} screen={route.page.screen} />;
    case 'trash':
      return <TrashPage />;
    case 'revisions':
      return <RevisionsPage key={`${route.module.key}-${route.id}`} module={route.module} id={route.id} />;
    case 'revision':
      return (
        <RevisionComparePage
          key={`${route.module.key}-${route.id}-${route.revisionId}`}
          module={route.module}
          id={route.id}
          revisionId={route.revisionId}
        />
      );
    case 'permission-denied':
      return <PermissionDenied />;
    case 'redirect':
      return <Navigate to={route.to} />;
    case 'list':
      return <ModuleList key={route.module.key} module={route.module} />;
    case 'add':
      return <ModuleAddPage key={route.module.key} module={route.module} />;
    case 'edit':
      return <ModuleEditPage key={`${route.module.key}-${route.id}`} module={route.module} id={route.id} />;
    case 'view':
      return <ModuleView key={`${route.module.key}-${route.id}`} module={route.module} id={route.id} />;
    default:
      return <AdminPageNotFound path={route.path} />;
  }
}
