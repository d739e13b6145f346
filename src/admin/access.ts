import type { AnyModule, Role } from '@/kit/define-module';
import { type AdminNavigation, isAdminOnlyPath } from './navigation';

/** What the UI hides from a role; the API enforces the same rules on every call. */
export function canOpenModule(module: AnyModule, role: Role | undefined): boolean {
  return module.access !== 'admin' || role === 'admin';
}

/** Settings pages declare their access like modules do. */
export function canOpenSettings(settings: { access: AnyModule['access'] }, role: Role | undefined): boolean {
  return settings.access !== 'admin' || role === 'admin';
}

export function canOpenPath(path: string, role: Role | undefined, navigation: AdminNavigation): boolean {
  return role === 'admin' || !isAdminOnlyPath(path, navigation);
}

/** Administrators read every user's activity log; an editor only their own. */
export function canOpenActivityLog(
  userId: number | null,
  user: { id: number; role: Role } | null | undefined,
): boolean {
  // The whole site's log (no user) is the administrators'; one's own is everyone's.
  return user?.role === 'admin' || (userId !== null && user?.id === userId);
}
