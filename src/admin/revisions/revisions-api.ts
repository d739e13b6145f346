'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyModule } from '@/kit/define-module';
import { apiClient } from '@/lib/api-client';
import type { RevisionComparison, RevisionSummary } from '@/lib/trash';
import type { ModuleRecord } from '../modules/module-api';

const revisionKeys = {
  of: (module: AnyModule, id: number) => ['module', module.key, 'revisions', id] as const,
  one: (module: AnyModule, id: number, revisionId: number) =>
    ['module', module.key, 'revisions', id, revisionId] as const,
};

/** A record's kept versions, newest first; re-read when shown, a save may have added one. */
export function useRevisions(module: AnyModule, id: number) {
  return useQuery({
    queryKey: revisionKeys.of(module, id),
    queryFn: () => apiClient.get<{ data: RevisionSummary[] }>(`/${module.key}/${id}/revisions`),
    select: (answer) => answer.data,
    staleTime: 0,
  });
}

/** One version beside the current record, field by field. */
export function useRevisionComparison(module: AnyModule, id: number, revisionId: number) {
  return useQuery({
    queryKey: revisionKeys.one(module, id, revisionId),
    queryFn: () =>
      apiClient.get<{ data: RevisionComparison }>(`/${module.key}/${id}/revisions/${revisionId}`),
    select: (answer) => answer.data,
    staleTime: 0,
  });
}

/** Makes a version the current record; the record, its lists and versions are read again. */
export function useRestoreRevision(module: AnyModule, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) =>
      apiClient.post<{ data: ModuleRecord }>(`/${module.key}/${id}/revisions/${revisionId}/restore`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['module', module.key] }),
  });
}
