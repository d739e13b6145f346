'use client';

import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage } from '@/lib/api-client';
import type { Booking } from '@/modules/inquiries/bookings';
import { leadAnalyticsKeys } from '../analytics/analytics-api';
import { formatDay } from '../analytics/report-format';
import { inquiryStatuses } from '../inquiry-status';
import { applyChange, type BookingChange } from './apply-change';

export type { Booking, BookingChange };

export const bookingKeys = {
  all: ['bookings'] as const,
  month: (month: string) => ['bookings', month] as const,
};

export function useBookings(month: string) {
  return useQuery({
    queryKey: bookingKeys.month(month),
    queryFn: async () => (await apiClient.get('/bookings', { query: { month } })).data,
    placeholderData: keepPreviousData,
  });
}

const describe = (change: BookingChange) =>
  'status' in change
    ? `Status set to ${inquiryStatuses[change.status].label}`
    : `Visit moved to ${formatDay(change.preferredDate)}`;

/**
 * PATCHes one field of the inquiry. The calendar shows the change at once and goes back if the
 * server refuses it; either way a toast says what happened.
 */
export function useChangeBooking(month: string) {
  const queryClient = useQueryClient();
  const key = bookingKeys.month(month);
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: BookingChange }) =>
      apiClient.patch('/inquiries/{id}', { path: { id }, body: change }),
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Booking[]>(key);
      if (previous) queryClient.setQueryData(key, applyChange(previous, month, id, change));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) });
    },
    onSuccess: (_answer, { change }) => {
      notifications.show({ color: 'teal', message: describe(change) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['module', 'inquiries'] }),
        queryClient.invalidateQueries({ queryKey: leadAnalyticsKeys.all }),
      ]),
  });
}
