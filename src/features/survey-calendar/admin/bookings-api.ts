'use client';

import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDay, leadAnalyticsKeys } from '@/features/attribution/browser';
import { inquiryStatuses } from '@/features/inquiries/browser';
import type { Booking } from '@/features/survey-calendar/bookings';
import { surveyTimeText } from '@/features/survey-schedule/browser';
import { apiClient, errorMessage } from '@/lib/api-client';
import { addDays, monthOf } from '@/lib/calendar-dates';
import { applyChange, type BookingChange } from './apply-change';

export type { Booking, BookingChange };

/** The surveys the page shows: a month, or `days` days from a date (the agenda). */
export type BookingRange = { month: string } | { from: string; days: number };

/** Whether a day is one of a range's. */
export const rangeShows = (range: BookingRange) => (day: string) =>
  'month' in range
    ? monthOf(day) === range.month
    : day >= range.from && day < addDays(range.from, range.days);

export const bookingKeys = {
  all: ['bookings'] as const,
  range: (range: BookingRange) => ['bookings', range] as const,
  freeSlots: ['bookings', 'free-slots'] as const,
};

export function useBookings(range: BookingRange, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.range(range),
    queryFn: async () => (await apiClient.get('/bookings', { query: range })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How far ahead staff may move a survey: every day the slot engine offers (the visitor's "Weeks ahead"). */
const MOVE_LOOKUP_DAYS = 62;

/** The free times a survey can move to: the public picker's, from the same slot engine. */
export function useFreeSlots(enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.freeSlots,
    queryFn: async () =>
      (await apiClient.get('/survey-slots', { query: { days: MOVE_LOOKUP_DAYS } })).data.days,
    enabled,
    staleTime: 0,
  });
}

const describe = (change: BookingChange) =>
  'status' in change
    ? `Status set to ${inquiryStatuses[change.status].label}`
    : `Preferred day set to ${formatDay(change.preferredDate)}`;

const refreshLeads = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['module', 'inquiries'] }),
    queryClient.invalidateQueries({ queryKey: leadAnalyticsKeys.all }),
  ]);

/**
 * PATCHes one field of the inquiry. The calendar shows the change at once and goes back if the
 * server refuses it; either way a toast says what happened.
 */
export function useChangeBooking(range: BookingRange) {
  const queryClient = useQueryClient();
  const key = bookingKeys.range(range);
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: BookingChange }) =>
      apiClient.patch('/inquiries/{id}', { path: { id }, body: change }),
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Booking[]>(key);
      if (previous) queryClient.setQueryData(key, applyChange(previous, rangeShows(range), id, change));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) });
    },
    onSuccess: (_answer, { change }) => {
      notifications.show({ color: 'teal', message: describe(change) });
    },
    onSettled: () => refreshLeads(queryClient),
  });
}

/**
 * Moves a booked survey to a free time: nothing is shown moved until the server has claimed the
 * time, mailed the visitor and freed the old one. A refusal (the time was just taken) is the
 * caller's to show, next to the times.
 */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, surveyStartsAt }: { id: number; surveyStartsAt: string }) =>
      (await apiClient.post('/bookings/{id}/move', { path: { id }, body: { surveyStartsAt } })).data,
    onSuccess: (moved) => {
      notifications.show({
        color: 'teal',
        title: 'Survey moved',
        message: `${moved.name}: ${surveyTimeText(moved.surveyStartsAt!, moved.surveyEndsAt)}. The visitor was e-mailed the new time.`,
      });
    },
    onSettled: () => refreshLeads(queryClient),
  });
}

export { errorMessage };
