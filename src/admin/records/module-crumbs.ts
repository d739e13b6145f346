import type { AnyModule } from '@/kit/define-module';
import { ADMIN_ROOT } from '@/lib/constants';
import { modulePaths } from '../routing/resolve-admin-route';
import type { Crumb } from '../shell/PageHeader';

/** Dashboard / {Plural} / ...rest */
export function moduleCrumbs(module: AnyModule, ...rest: Crumb[]): Crumb[] {
  return [
    { label: 'Dashboard', href: ADMIN_ROOT },
    { label: module.label.plural, href: modulePaths.list(module) },
    ...rest,
  ];
}
