'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const TRASH_PAGE_SIZE = 20;

const trashKeys = {
  all: ['trash'] as const,
  page: (page: number) => ['trash', page] as const,
};

/** A page of the trash, always re-read when shown: a deletion a moment ago belongs in it. */
export function useTrash(page: number) {
  return useQuery({
    queryKey: trashKeys.page(page),
    queryFn: () => apiClient.get('/trash', { query: { page, pageSize: TRASH_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Restore or delete for good; either way the trash and the module's lists are read again. */
export function useTrashAction() {
  const queryClient = useQueryClient();
  const settle = (moduleKey: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trashKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['module', moduleKey] }),
    ]);
  return {
    restore: useMutation({
      mutationFn: ({ id }: { id: number; module: string }) =>
        apiClient.post('/trash/{id}/restore', { path: { id } }),
      onSettled: (_data, _error, entry) => settle(entry.module),
    }),
    deleteForever: useMutation({
      mutationFn: ({ id }: { id: number; module: string }) => apiClient.del('/trash/{id}', { path: { id } }),
      onSettled: (_data, _error, entry) => settle(entry.module),
    }),
  };
}
