'use client';

import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { formatCalendarDate, monthOf } from '@/lib/calendar-dates';
import { bookedTime } from './booking-time';
import type { Booking } from './bookings-api';
import { monthTitle } from './calendar-grid';

interface NextSurveyNoteProps {
  month: string;
  today: string;
  /** The first survey to go to after the month shown. */
  next: Booking;
  onShow: (month: string) => void;
}

/**
 * Over a month with no survey left to go to: the date of the next one, and a button to its month,
 * so an empty end of the month never reads as nothing booked.
 */
export function NextSurveyNote({ month, today, next, onShow }: NextSurveyNoteProps) {
  const nextMonth = monthOf(next.day);
  const time = bookedTime(next);
  return (
    <Alert
      role="status"
      color="blue"
      variant="light"
      mb="md"
      icon={<IconCalendarEvent size={18} aria-hidden />}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {month === monthOf(today)
            ? 'No more site surveys this month.'
            : `No site surveys in ${monthTitle(month)}.`}{' '}
          The next one is on{' '}
          <strong>
            {formatCalendarDate(next.day, 'EEEE, MMMM d')}
            {time ? ` at ${time}` : ''}
          </strong>
          .
        </Text>
        <Button size="xs" variant="light" onClick={() => onShow(nextMonth)}>
          Show {monthTitle(nextMonth)}
        </Button>
      </Group>
    </Alert>
  );
}
