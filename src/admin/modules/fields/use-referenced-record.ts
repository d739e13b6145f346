'use client';

import type { AnyModule } from '@/modules/kit/define-module';
import { type ListParams, type ModuleRecord, useModuleList, useModuleRecord } from '../module-api';

/**
 * One page of a referenced module, shared by every cell of a list through TanStack Query's cache: a
 * list of twenty products asks for their categories once, not once per row. The list API has no
 * filter by ids, so this is the module's first 100 records (the most a page holds).
 */
const SHARED_PAGE: ListParams = { page: 1, pageSize: 100, sort: 'id', order: 'asc' };

/**
 * The record a reference points to. In a list (`fromSharedPage`), it is read from the shared page
 * and asked for on its own only when that page could not hold it; elsewhere (a view, a picker's
 * current value) it is asked for on its own, unless a list already brought it.
 */
export function useReferencedRecord(
  target: AnyModule,
  id: number | null,
  { fromSharedPage = false } = {},
): ModuleRecord | undefined {
  const shared = useModuleList(target, SHARED_PAGE, { enabled: fromSharedPage && id !== null });
  const listed = shared.data?.data.find((record) => record.id === id);
  const sharedPageIsPartial = shared.data !== undefined && shared.data.total > shared.data.data.length;
  const askAlone = id !== null && !listed && (!fromSharedPage || sharedPageIsPartial || shared.isError);
  const alone = useModuleRecord(target, id ?? 0, { enabled: askAlone });
  return listed ?? alone.data;
}
