'use client';

import { useCallback, useMemo, useState } from 'react';
import type { AnyModule } from '@/kit/define-module';
import type { ModuleRecord } from './module-api';
import { recordTitle } from './record-title';

export interface RowSelection {
  /** The selected rows of the page shown, as the list last read them. */
  records: ModuleRecord[];
  change: (records: ModuleRecord[]) => void;
  clear: () => void;
  /** Each row's checkbox, named after its record. */
  checkboxProps: (record: ModuleRecord) => { 'aria-label': string };
}

/** The list's checked rows. Only rows on the page shown count: another page, search or filter leaves the others out. */
export function useRowSelection(module: AnyModule, records: ModuleRecord[]): RowSelection {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const selected = useMemo(
    () => records.filter((record) => selectedIds.has(record.id)),
    [records, selectedIds],
  );
  const change = useCallback(
    (next: ModuleRecord[]) => setSelectedIds(new Set(next.map((record) => record.id))),
    [],
  );
  const clear = useCallback(() => setSelectedIds(new Set()), []);
  const checkboxProps = useCallback(
    (record: ModuleRecord) => ({ 'aria-label': `Select “${recordTitle(module, record)}”` }),
    [module],
  );
  return { records: selected, change, clear, checkboxProps };
}
