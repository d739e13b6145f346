import type { AnyModule } from '@/kit/define-module';
import { WRITE_ONLY_KINDS } from '@/kit/fields';
import type { AnyRecord } from '@/kit/record-types';
import type { FieldComparison } from '@/lib/trash';

/** Each field of a kept version beside the current record's, in the module's field order. */
export function compareWithCurrent(
  module: AnyModule,
  revision: AnyRecord,
  current: AnyRecord,
): FieldComparison[] {
  return Object.entries(module.fields)
    .filter(([, definition]) => !WRITE_ONLY_KINDS.includes(definition.kind))
    .map(([name, definition]) => {
      const before = revision[name] ?? null;
      const now = current[name] ?? null;
      return {
        name,
        label: definition.label,
        revision: before,
        current: now,
        changed: JSON.stringify(before) !== JSON.stringify(now),
      };
    });
}
