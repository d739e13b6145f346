'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-contract';
import { leadAnalyticsKeys } from './analytics-keys';
import type { DateRange } from './report-format';

/** `GET /api/analytics/leads`: spam counts only in `totals.spam`. */
export type LeadAnalytics = ApiAnswer<'getLeadAnalytics'>['data'];

export function useLeadAnalytics(range: DateRange) {
  return useQuery({
    queryKey: leadAnalyticsKeys.range(range),
    queryFn: async () =>
      (
        await apiClient.get('/analytics/leads', {
          query: { from: range.from, to: range.to },
        })
      ).data,
    // The previous range stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
