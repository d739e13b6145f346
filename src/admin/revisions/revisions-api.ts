'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyModule } from '@/kit/define-module';
import { moduleCalls } from '@/kit/module-calls';

const revisionKeys = {
  of: (module: AnyModule, id: number) => ['module', module.key, 'revisions', id] as const,
  one: (module: AnyModule, id: number, revisionId: number) =>
    ['module', module.key, 'revisions', id, revisionId] as const,
};

/** A record's kept versions, newest first; re-read when shown, a save may have added one. */
export function useRevisions(module: AnyModule, id: number) {
  return useQuery({
    queryKey: revisionKeys.of(module, id),
    queryFn: () => moduleCalls(module).revisions(id),
    select: (answer) => answer.data,
    staleTime: 0,
  });
}

/** One version beside the current record, field by field. */
export function useRevisionComparison(module: AnyModule, id: number, revisionId: number) {
  return useQuery({
    queryKey: revisionKeys.one(module, id, revisionId),
    queryFn: () => moduleCalls(module).revision(id, revisionId),
    select: (answer) => answer.data,
    staleTime: 0,
  });
}

/** Makes a version the current record; the record, its lists and versions are read again. */
export function useRestoreRevision(module: AnyModule, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) => moduleCalls(module).restoreRevision(id, revisionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['module', module.key] }),
  });
}
