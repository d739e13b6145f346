import type { DateRange } from './report-format';

/**
 * The query keys of Lead analytics, a file of its own so that the booking calendar can refresh the
 * charts after a change without loading the charts' data hooks.
 */
export const leadAnalyticsKeys = {
  all: ['lead-analytics'] as const,
  range: (range: DateRange) => ['lead-analytics', range.from, range.to] as const,
};
