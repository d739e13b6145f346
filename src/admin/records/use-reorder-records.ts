'use client';

import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnyModule } from '@/kit/define-module';
import { moduleCalls } from '@/kit/module-calls';
import { errorMessage } from '@/lib/api-client';
import type { ListParams, ListResponse, ModuleRecord } from './module-api';
import { moduleQueryKeys } from './module-api';
import { recordTitle } from './record-title';
import { moveItem, withPageOrder } from './reorder';

const MAX_PAGE_SIZE = 100;

/** Every id of the module in its current order, page by page (the API gives at most 100 at once). */
async function fetchAllIdsInOrder(module: AnyModule): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const response = await moduleCalls(module).list({
      page,
      pageSize: MAX_PAGE_SIZE,
      sort: module.sortOrderField ?? undefined,
      order: 'asc',
    });
    ids.push(...response.data.map((record) => record.id));
    if (response.data.length < MAX_PAGE_SIZE || ids.length >= response.total) return ids;
  }
}

interface Move {
  from: number;
  to: number;
}

export interface PlannedMove {
  pageIds: number[];
  movedId: number;
  title: string;
}

/**
 * Moves a row of the shown page and saves the module's whole order through `POST /reorder`, so
 * positions stay global across pages. The page shows the new order at once and rolls back on failure.
 */
export function useReorderRecords(module: AnyModule, params: ListParams) {
  const queryClient = useQueryClient();
  const listKey = moduleQueryKeys.list(module, params);

  return useMutation({
    mutationFn: async ({ pageIds, movedId }: PlannedMove) => {
      const ids = withPageOrder(await fetchAllIdsInOrder(module), pageIds);
      await moduleCalls(module).reorder(ids);
      return { position: ids.indexOf(movedId) + 1 };
    },
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<ListResponse>(listKey);
      if (previous) {
        const byId = new Map(previous.data.map((record) => [record.id, record]));
        const data = variables.pageIds
          .map((id) => byId.get(id))
          .filter((record): record is ModuleRecord => record !== undefined);
        queryClient.setQueryData<ListResponse>(listKey, { ...previous, data });
      }
      return { previous };
    },
    onSuccess: ({ position }, { title }) =>
      notifications.show({
        color: 'green',
        title: 'Order saved',
        message: `“${title}” is now number ${position}.`,
      }),
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      notifications.show({
        color: 'red',
        title: 'Could not save the new order',
        message: errorMessage(error),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moduleQueryKeys.all(module) }),
  });
}

/** The ids of a page after dragging one row, and the title of the moved record for the toast. */
export function planMove(module: AnyModule, records: ModuleRecord[], { from, to }: Move): PlannedMove {
  const moved = records[from];
  return {
    pageIds: moveItem(records, from, to).map((record) => record.id),
    movedId: moved.id,
    title: recordTitle(module, moved),
  };
}
