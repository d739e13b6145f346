import type { AnyModule, Role } from '@/modules/kit/define-module';
import { isAdminOnlyPath } from './navigation';

/** What the UI hides from a role; the API enforces the same rules on every call. */
export function canOpenModule(module: AnyModule, role: Role | undefined): boolean {
  return module.access !== 'admin' || role === 'admin';
}

export function canOpenPath(path: string, role: Role | undefined): boolean {
  return role === 'admin' || !isAdminOnlyPath(path);
}
