'use client';

import { hashKey, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyModule } from '@/kit/define-module';
import { apiClient } from '@/lib/api-client';
import type { ListPage, ListParams } from '@/lib/paged-lists';
import type { IssuedPreviewLink, OpenPreviewLink } from '@/lib/preview-links';

/** A record as the API returns it: the module's fields plus id and timestamps. */
export interface ModuleRecord {
  id: number;
  createdAt?: string;
  updatedAt?: string;
  [field: string]: unknown;
}

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
      return apiClient.get<ListResponse>(`/${module.key}`, { ...query, ...filters });
    },
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** Number of records, from a one-row page. */
export function useModuleCount(module: AnyModule) {
  return useQuery({
    queryKey: moduleQueryKeys.count(module),
    queryFn: async () =>
      (await apiClient.get<ListResponse>(`/${module.key}`, { page: 1, pageSize: 1 })).total,
  });
}

export function useModuleRecord(module: AnyModule, id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: moduleQueryKeys.record(module, id),
    queryFn: async () => (await apiClient.get<{ data: ModuleRecord }>(`/${module.key}/${id}`)).data,
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
      const { data } = await apiClient.post<{ data: IssuedPreviewLink }>(`/${module.key}/${id}/preview-link`);
      void queryClient.invalidateQueries({ queryKey: moduleQueryKeys.previewLinks(module, id) });
      return data;
    },
    enabled: options.enabled,
    // Fresh well within the link's 48 hours, so a page left open never hands out a dead link.
    staleTime: 60 * 60 * 1000,
  });
}

/** The record's preview links that still work, newest first. */
export function useOpenPreviewLinks(module: AnyModule, id: number) {
  return useQuery({
    queryKey: moduleQueryKeys.previewLinks(module, id),
    queryFn: async () =>
      (await apiClient.get<{ data: OpenPreviewLink[] }>(`/${module.key}/${id}/preview-links`)).data,
  });
}

/** Revokes one preview link of the record (`linkId`), or all of them without it. */
export function useRevokePreviewLinks(module: AnyModule, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId?: number) =>
      apiClient.del(`/${module.key}/${id}/preview-links${linkId === undefined ? '' : `/${linkId}`}`),
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
          ? await apiClient.post<{ data: ModuleRecord }>(`/${module.key}`, payload)
          : await apiClient.put<{ data: ModuleRecord }>(`/${module.key}/${id}`, payload);
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
      (await apiClient.patch<{ data: ModuleRecord }>(`/${module.key}/${id}`, changes)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moduleQueryKeys.all(module) }),
  });
}

export function useDeleteRecord(module: AnyModule) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.del(`/${module.key}/${id}`),
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
