'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityLogPage } from '@/lib/activity-log';
import { apiClient } from '@/lib/api-client';

export type { ActivityLogEntry as ActivityEntry, ActivityLogPage } from '@/lib/activity-log';

export interface ActivityLogParams {
  page: number;
  pageSize: number;
  /** Left out: administrators get everyone's entries, editors their own. */
  userId?: number;
  action?: string;
}

export const activityLogQueryKeys = {
  all: ['activity-log'] as const,
  page: (params: ActivityLogParams) => ['activity-log', params] as const,
};

/** A page of the log. Always re-read when shown: a save a moment ago belongs in it. */
export function useActivityLog(params: ActivityLogParams) {
  return useQuery({
    queryKey: activityLogQueryKeys.page(params),
    queryFn: () => apiClient.get<ActivityLogPage>('/activity-log', { ...params }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
