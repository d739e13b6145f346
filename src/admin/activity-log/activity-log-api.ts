'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** One activity-log entry as `GET /api/activity-log` returns it. */
export interface ActivityEntry {
  id: number;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  module: string;
  recordId: number | null;
  recordTitle: string | null;
  action: string;
  changedFields: string[];
  ip: string | null;
  createdAt: string;
}

export interface ActivityLogPage {
  data: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}

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
