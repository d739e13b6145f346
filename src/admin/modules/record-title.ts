import type { AnyModule } from '@/modules/kit/define-module';
import type { ModuleRecord } from './module-api';

/** The name of a record in titles, toasts and confirmations. */
export function recordTitle(module: AnyModule, record: ModuleRecord | undefined): string {
  const value = record?.[module.titleField];
  if (typeof value === 'string' && value.trim()) return value.trim();
  return record ? `${module.label.singular} #${record.id}` : module.label.singular;
}
