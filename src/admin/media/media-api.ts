'use client';

import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MediaItem, MediaListParams, MediaUsage } from '@/lib/media-items';

export type { MediaItem, MediaListParams, MediaUsage };

/** What the file chooser offers and the server accepts (it sniffs the bytes again). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

export const mediaKeys = {
  all: ['media'] as const,
  list: (params: MediaListParams) => ['media', 'list', params] as const,
  item: (id: number) => ['media', 'item', id] as const,
  usages: (id: number) => ['media', 'usages', id] as const,
};

const fetchItem = async (id: number) => (await apiClient.get('/media/{id}', { path: { id } })).data;

export function useMediaList(params: MediaListParams) {
  return useQuery({
    queryKey: mediaKeys.list(params),
    queryFn: () => apiClient.get('/media', { query: params }),
    placeholderData: keepPreviousData,
  });
}

export function useMediaItem(id: number | null) {
  return useQuery({
    queryKey: mediaKeys.item(id ?? 0),
    queryFn: () => fetchItem(id!),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

/** Several items by id, in the order given (an image list field). */
export function useMediaItems(ids: number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: mediaKeys.item(id),
      queryFn: () => fetchItem(id),
      staleTime: 60_000,
    })),
  });
}

/** Asked afresh each time an item is opened: whether Delete is offered depends on it. */
export function useMediaUsages(id: number) {
  return useQuery({
    queryKey: mediaKeys.usages(id),
    queryFn: async () => (await apiClient.get('/media/{id}/usages', { path: { id } })).data,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useUpdateAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, alt }: { id: number; alt: string }) =>
      (await apiClient.patch('/media/{id}', { path: { id }, body: { alt } })).data,
    onSuccess: (item) => {
      queryClient.setQueryData(mediaKeys.item(item.id), item);
      return queryClient.invalidateQueries({ queryKey: ['media', 'list'] });
    },
  });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.del('/media/{id}', { path: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: mediaKeys.item(id) });
      return queryClient.invalidateQueries({ queryKey: ['media', 'list'] });
    },
  });
}

/** What an upload brings back: the item, and whether the library held the very same file already. */
export interface UploadAnswer {
  item: MediaItem;
  existing: boolean;
}

export function uploadImage(
  file: File,
  alt: string,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('file', file);
  if (alt) form.set('alt', alt);
  return apiClient
    .sendForm('/media', form, onProgress)
    .then((answer) => ({ item: answer.data, existing: 'existing' in answer && answer.existing }));
}

/** The smallest copy that still looks sharp at `width` CSS pixels on a 2x screen. */
export function imageUrlFor(item: Pick<MediaItem, 'url' | 'variants'>, width: number): string {
  const variant = item.variants.find((candidate) => candidate.width >= width * 2);
  return variant?.url ?? item.url;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
