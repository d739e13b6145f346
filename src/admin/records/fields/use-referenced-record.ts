'use client';

import type { AnyModule } from '@/kit/define-module';
import { type ModuleRecord, useModuleList, useModuleRecord } from '../module-api';
import { useListedReferenceIds } from './ListedReferences';

/**
 * The record a reference points to. In a list (`inList`), it comes from the one call that reads
 * every record of `target` the rows on screen refer to, shared by all cells through TanStack
 * Query's cache; elsewhere (a view, a picker's current value) it is asked for on its own.
 */
export function useReferencedRecord(
  target: AnyModule,
  id: number | null,
  { inList = false } = {},
): ModuleRecord | undefined {
  const listedIds = useListedReferenceIds(target.key) ?? [];
  const fromList = inList && id !== null && listedIds.includes(id);
  const listed = useModuleList(
    target,
    { page: 1, pageSize: Math.max(listedIds.length, 1), filters: { ids: listedIds.join(',') } },
    { enabled: fromList },
  );
  const found = listed.data?.data.find((record) => record.id === id);
  const alone = useModuleRecord(target, id ?? 0, { enabled: id !== null && (!fromList || listed.isError) });
  return found ?? alone.data;
}
