import type { AnyModule } from '@/kit/define-module';
import type { ModuleRecord } from './module-api';

/** One of a record's `listFacts` as the list shows it under the row's title. */
export interface ListFactMarker {
  summary: string;
  /** Something staff must act on: shown as a badge, not as quiet text. */
  attention: boolean;
}

type FactShape = { summary?: unknown; attention?: unknown; note?: unknown } | null | undefined;

/** The record's `listFacts` that it carries, in the declared order. */
export function listFactMarkers(module: AnyModule, record: ModuleRecord): ListFactMarker[] {
  return (module.listFacts ?? []).flatMap((name) => {
    const fact = record[name] as FactShape;
    return typeof fact?.summary === 'string'
      ? [{ summary: fact.summary, attention: fact.attention === true }]
      : [];
  });
}

/** The note a field's row carries from one of the module's `fieldNotes`, or null. */
export function fieldNote(module: AnyModule, record: ModuleRecord, name: string): string | null {
  const factName = module.fieldNotes?.[name];
  if (!factName) return null;
  const fact = record[factName] as FactShape;
  return typeof fact?.note === 'string' ? fact.note : null;
}

/** Whether a field holds nothing to show (the view's "—"). */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);
}
