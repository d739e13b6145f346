'use client';

import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { formatCalendarDate } from '@/lib/calendar-dates';
import { addressOf } from './BookingAgenda';
import { bookingBadge, bookingTitle } from './booking-time';
import type { Booking } from './bookings-api';
import classes from './MonthCalendar.module.css';

interface BookingTableProps {
  today: string;
  bookings: readonly Booking[];
  onOpen: (booking: Booking) => void;
}

/** The list view on a wide screen: one row per request, by date; a row opens the request. */
export function BookingTable({ today, bookings, onOpen }: BookingTableProps) {
  return (
    <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Site surveys">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={180}>Day</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Service</Table.Th>
          <Table.Th>Address</Table.Th>
          <Table.Th w={150}>Phone</Table.Th>
          <Table.Th w={140}>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bookings.map((booking, index) => {
          const badge = bookingBadge(booking);
          const firstOfDay = index === 0 || bookings[index - 1].day !== booking.day;
          const isToday = booking.day === today;
          return (
            <Table.Tr
              key={booking.id}
              onClick={() => onOpen(booking)}
              style={{ cursor: 'pointer' }}
              className={isToday ? classes.todayRow : undefined}
            >
              <Table.Td>
                {firstOfDay && (
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600} className={isToday ? classes.todayText : undefined}>
                      {formatCalendarDate(booking.day, 'EEE, MMM d')}
                    </Text>
                    {isToday && (
                      <Badge size="xs" color="navy" radius="sm">
                        Today
                      </Badge>
                    )}
                  </Group>
                )}
              </Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  size="sm"
                  ta="left"
                  td={booking.cancelled ? 'line-through' : undefined}
                  onClick={(event) => {
                    // The row opens it too; one drawer, not two calls.
                    event.stopPropagation();
                    onOpen(booking);
                  }}
                >
                  {bookingTitle(booking)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{booking.service ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {addressOf(booking) ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{booking.phone ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Badge color={badge.color} variant="light" radius="sm">
                  {badge.label}
                </Badge>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
