'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsDefinition } from '@/kit/define-settings';
import { apiClient } from '@/lib/api-client';
import type { ApiOperation, ApiPath, SuccessAnswer } from '@/lib/api-contract';

/**
 * The kit's settings routes serve every settings page at `/api/settings/{key}`, each documented under
 * its own path: the page's key names one of them.
 */
type SettingsPath = Extract<ApiPath<'get'> & ApiPath<'put'>, `/settings/${string}`>;
const pathOf = (settings: SettingsDefinition) => `/settings/${settings.key}` as SettingsPath;

/** The stored values as the API answers them; `updatedAt` is the kit's timestamp of the last save. */
export type SettingsRecord = SuccessAnswer<ApiOperation<'get', SettingsPath>>['data'] & {
  updatedAt?: string | null;
};

export const settingsQueryKey = (settings: SettingsDefinition) => ['settings', settings.key] as const;

export function useSettings(settings: SettingsDefinition) {
  return useQuery({
    queryKey: settingsQueryKey(settings),
    queryFn: async () => (await apiClient.get(pathOf(settings))).data as SettingsRecord,
  });
}

export function useSaveSettings(settings: SettingsDefinition) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: Record<string, unknown>) =>
      (await apiClient.put(pathOf(settings), { body: payload })).data as SettingsRecord,
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey(settings), saved),
  });
}
