import type { AnyModule, PublicRecordOfModule, RecordOfModule } from './define-module';

/** What the public site may show of a record: every field but the staff-only (`private`) ones. */
export function publicRecord<M extends AnyModule>(
  module: M,
  record: RecordOfModule<M>,
): PublicRecordOfModule<M> {
  const shown = Object.entries(record).filter(([name]) => module.fields[name]?.private !== true);
  // Exactly the keys the type keeps: the private fields were filtered out by the same rule.
  return Object.fromEntries(shown) as PublicRecordOfModule<M>;
}
