import type { AnyModule } from '@/kit/define-module';
import { optionLabel } from './label-case';
import type { ModuleRecord } from './module-api';

/** The name of a record in titles, toasts and confirmations; an enum title reads as its option label. */
export function recordTitle(module: AnyModule, record: ModuleRecord | undefined): string {
  const value = record?.[module.titleField];
  if (typeof value === 'string' && value.trim()) {
    return module.fields[module.titleField]?.kind === 'enum'
      ? optionLabel(value.trim(), module.fields[module.titleField])
      : value.trim();
  }
  return record ? `${module.label.singular} #${record.id}` : module.label.singular;
}
