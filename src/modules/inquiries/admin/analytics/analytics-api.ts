'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { InquiryStatus } from '../inquiry-status';
import type { DateRange } from './report-format';

/** `GET /api/analytics/leads`: spam counts only in `totals.spam`. */
export interface LeadAnalytics {
  range: DateRange;
  totals: { inquiries: number; spam: number; won: number; conversionRate: number };
  perWeek: { weekStart: string; count: number }[];
  byService: { service: string | null; count: number }[];
  bySource: { sourcePath: string | null; count: number }[];
  byStatus: { status: Exclude<InquiryStatus, 'spam'>; count: number }[];
  subscribers: { total: number; perWeek: { weekStart: string; newCount: number; cumulative: number }[] };
}

export const leadAnalyticsKeys = {
  all: ['lead-analytics'] as const,
  range: (range: DateRange) => ['lead-analytics', range.from, range.to] as const,
};

export function useLeadAnalytics(range: DateRange) {
  return useQuery({
    queryKey: leadAnalyticsKeys.range(range),
    queryFn: async () =>
      (await apiClient.get<{ data: LeadAnalytics }>('/analytics/leads', { from: range.from, to: range.to }))
        .data,
    // The previous range stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
