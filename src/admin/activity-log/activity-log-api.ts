'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ApiQuery } from '@/lib/api-contract';

export type { ActivityLogEntry as ActivityEntry, ActivityLogPage } from '@/lib/activity-log';

/**
 * A page of the log, as `GET /api/activity-log` takes it; the admin always names its page. Without
 * `userId`, administrators get everyone's entries, editors their own.
 */
export type ActivityLogParams = Pick<ApiQuery<'listActivityLog'>, 'userId' | 'action'> &
  Required<Pick<ApiQuery<'listActivityLog'>, 'page' | 'pageSize'>>;

export const activityLogQueryKeys = {
  all: ['activity-log'] as const,
  page: (params: ActivityLogParams) => ['activity-log', params] as const,
};

/** A page of the log. Always re-read when shown: a save a moment ago belongs in it. */
export function useActivityLog(params: ActivityLogParams) {
  return useQuery({
    queryKey: activityLogQueryKeys.page(params),
    queryFn: () => apiClient.get('/activity-log', { query: params }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
