'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsDefinition } from '@/kit/define-settings';
import { apiClient } from '@/lib/api-client';

export type SettingsRecord = Record<string, unknown> & { updatedAt?: string | null };

const settingsKey = (settings: SettingsDefinition) => ['settings', settings.key] as const;

export function useSettings(settings: SettingsDefinition) {
  return useQuery({
    queryKey: settingsKey(settings),
    queryFn: async () => (await apiClient.get<{ data: SettingsRecord }>(`/settings/${settings.key}`)).data,
  });
}

export function useSaveSettings(settings: SettingsDefinition) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: Record<string, unknown>) =>
      (await apiClient.put<{ data: SettingsRecord }>(`/settings/${settings.key}`, payload)).data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(settings), saved),
  });
}
