'use client';

import {
  hashKey,
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AnyModule } from '@/kit/define-module';
import { moduleCalls } from '@/kit/module-calls';
import type { RecordBase } from '@/kit/record-types';
import type { ListPage, ListParams } from '@/lib/paged-lists';

/**
 * A record the generic screens show: one the API answered (`RecordOfModule` of a module known only
 * at run time: an `AnyRecord`), or values not saved as a record, such as a settings page's, which
 * have no timestamps.
 */
export type ModuleRecord = Pick<RecordBase, 'id'> &
  Partial<Omit<RecordBase, 'id'>> & { [field: string]: unknown };

export type { ListParams };
export type ListResponse = ListPage<ModuleRecord>;

export type RecordPayload = Record<string, unknown>;

export const moduleQueryKeys = {
  all: (module: AnyModule) => ['module', module.key] as const,
  list: (module: AnyModule, params: ListParams) => ['module', module.key, 'list', params] as const,
  count: (module: AnyModule) => ['module', module.key, 'count'] as const,
  record: (module: AnyModule, id: number) => ['module', module.key, 'record', id] as const,
  previewLink: (module: AnyModule, id: number) => ['module', module.key, 'preview-link', id] as const,
  previewLinks: (module: AnyModule, id: number) => ['module', module.key, 'preview-links', id] as const,
};

export function useModuleList(module: AnyModule, params: ListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: moduleQueryKeys.list(module, params),
    queryFn: () => {
      const { filters, ...query } = params;
      return moduleCalls(module).list({ ...query, ...filters });
    },
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** Number of records, from a one-row page. */
export function useModuleCount(module: AnyModule) {
  return useQuery({
    queryKey: moduleQueryKeys.count(module),
    queryFn: async () => (await moduleCalls(module).list({ page: 1, pageSize: 1 })).total,
  });
}

export function useModuleRecord(module: AnyModule, id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: moduleQueryKeys.record(module, id),
    queryFn: async () => (await moduleCalls(module).get(id)).data,
    enabled: options.enabled,
  });
}

/**
 * A signed link to the record's public page that works while visitors cannot see it (48 hours). The
 * server hands the same person their open link again, so opening the page again adds no link.
 */
export function usePreviewLink(module: AnyModule, id: number, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: moduleQueryKeys.previewLink(module, id),
    queryFn: async () => {
      const { data } = await moduleCalls(module).issuePreviewLink(id);
      void readOpenPreviewLinksAgain(queryClient, module, id);
      return data;
    },
    enabled: options.enabled,
    // Fresh well within the link's 48 hours, so a page left open never hands out a dead link.
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * Reads the record's open links again once a new one is made. The list may be on its first read,
 * answered before the link existed: a refetch would only join that read and keep its answer, so the
 * read is cancelled first. Refetched even when nothing shows the list yet, so it never keeps the
 * count without the new link.
 */
export async function readOpenPreviewLinksAgain(queryClient: QueryClient, module: AnyModule, id: number) {
  const queryKey = moduleQueryKeys.previewLinks(module, id);
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
}

/** The record's preview links that still work, newest first. */
export function useOpenPreviewLinks(module: AnyModule, id: number) {
  return useQuery({
    queryKey: moduleQueryKeys.previewLinks(module, id),
    queryFn: async () => (await moduleCalls(module).openPreviewLinks(id)).data,
  });
}

/** Revokes one preview link of the record (`linkId`), or all of them without it. */
export function useRevokePreviewLinks(module: AnyModule, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId?: number) => moduleCalls(module).revokePreviewLinks(id, linkId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleQueryKeys.previewLinks(module, id) }),
        // The Preview button's own link may be the one revoked: it gets a working one again.
        queryClient.invalidateQueries({ queryKey: moduleQueryKeys.previewLink(module, id) }),
      ]),
  });
}

/** Create (POST) when `id` is absent, otherwise replace the whole record (PUT). */
export function useSaveRecord(module: AnyModule, id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: RecordPayload) => {
      const response =
        id === undefined
          ? await moduleCalls(module).create(payload)
          : await moduleCalls(module).replace(id, payload);
      return response.data;
    },
    onSuccess: (record) => {
      queryClient.setQueryData(moduleQueryKeys.record(module, record.id), record);
      return queryClient.invalidateQueries({ queryKey: moduleQueryKeys.all(module) });
    },
  });
}

/** Change some fields of a record (PATCH), e.g. a toggle in the list. */
export function usePatchRecord(module: AnyModule) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: RecordPayload }) =>
      (await moduleCalls(module).update(id, changes)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moduleQueryKeys.all(module) }),
  });
}

export function useDeleteRecord(module: AnyModule) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => moduleCalls(module).remove(id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: moduleQueryKeys.record(module, id) });
      // Its page is still on screen until the list opens: its preview link and open links, gone
      // with it, are not asked for again.
      const goneWithIt = new Set(
        [moduleQueryKeys.previewLink(module, id), moduleQueryKeys.previewLinks(module, id)].map(hashKey),
      );
      return queryClient.invalidateQueries({
        queryKey: moduleQueryKeys.all(module),
        predicate: (query) => !goneWithIt.has(query.queryHash),
      });
    },
  });
}
