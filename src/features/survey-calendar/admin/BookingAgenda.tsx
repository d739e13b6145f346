'use client';

import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { formatCalendarDate } from '@/lib/calendar-dates';
import { bookingBadge, bookingTitle, NOT_BOOKED, surveyCountText } from './booking-time';
import type { Booking } from './bookings-api';
import classes from './MonthCalendar.module.css';

interface BookingAgendaProps {
  today: string;
  /** The days shown, in order, each with its surveys; a day without any says so. */
  days: readonly { date: string; items: readonly Booking[] }[];
  onOpen: (booking: Booking) => void;
}

/** `Monday, Mar 2`. */
const dayHeading = (date: string) => formatCalendarDate(date, 'EEEE, MMM d');

export const addressOf = (booking: Booking) =>
  [booking.address, booking.postalCode].filter(Boolean).join(', ') || null;

function AgendaRow({ booking, onOpen }: { booking: Booking; onOpen: BookingAgendaProps['onOpen'] }) {
  // A cancelled survey is grey all over: its stripe says so as its badge does, not the lead's status.
  const badge = bookingBadge(booking);
  const address = addressOf(booking);
  return (
    <UnstyledButton onClick={() => onOpen(booking)} w="100%" h="100%">
      <Paper
        p="sm"
        h="100%"
        radius="md"
        style={{ borderLeft: `4px solid var(--mantine-color-${badge.color}-6)` }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2} td={booking.cancelled ? 'line-through' : undefined}>
              {bookingTitle(booking)}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {booking.surveyStartsAt ? '' : `${NOT_BOOKED} · `}
              {booking.service ?? 'Service not given'}
            </Text>
            {booking.lastChange && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {booking.lastChange}
              </Text>
            )}
          </div>
          <Badge color={badge.color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        {(address || booking.phone) && (
          <Group gap="md" mt={6} wrap="wrap">
            {address && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {address}
                </Text>
              </Group>
            )}
            {booking.phone && (
              <Group gap={4} wrap="nowrap">
                <IconPhone size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text size="xs" c="dimmed">
                  {booking.phone}
                </Text>
              </Group>
            )}
          </Group>
        )}
      </Paper>
    </UnstyledButton>
  );
}

/**
 * Surveys as cards under their day: the next 7 days (the page opens on them, across a month's end),
 * and a month on a phone.
 */
export function BookingAgenda({ today, days, onOpen }: BookingAgendaProps) {
  return (
    <Stack gap="lg">
      {days.map(({ date, items }) => (
        <section key={date} aria-label={dayHeading(date)}>
          <Group gap="xs" mb="xs">
            <Title order={3} size="h6" className={date === today ? classes.todayText : undefined}>
              {dayHeading(date)}
            </Title>
            {date === today && (
              <Badge size="sm" color="navy" radius="sm">
                Today
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {surveyCountText(items)}
            </Text>
          </Group>
          {items.length > 0 && (
            <Stack gap="xs">
              {items.map((booking) => (
                <AgendaRow key={booking.id} booking={booking} onOpen={onOpen} />
              ))}
            </Stack>
          )}
        </section>
      ))}
    </Stack>
  );
}
