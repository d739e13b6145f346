'use client';

import {
  ActionIcon,
  Alert,
  Box,
  Button,
  EmptyState,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarOff, IconChartBar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import Link from 'next/link';
import { useState } from 'react';
import { PageHeader } from '@/admin/shell/PageHeader';
import { errorMessage } from '@/lib/api-client';
import { addMonths, businessToday, monthOf } from '@/lib/calendar-dates';
import { inquiryStatuses } from '../inquiry-status';
import { BookingAgenda } from './BookingAgenda';
import { BookingDrawer } from './BookingDrawer';
import { BookingTable } from './BookingTable';
import { type Booking, type BookingChange, useBookings, useChangeBooking } from './bookings-api';
import { monthTitle } from './calendar-grid';
import { MonthCalendar } from './MonthCalendar';

type View = 'calendar' | 'list';

function StatusLegend() {
  return (
    <Group gap="sm" wrap="wrap" aria-label="Status colors">
      {Object.entries(inquiryStatuses)
        .filter(([status]) => status !== 'spam')
        .map(([status, { label, color }]) => (
          <Group key={status} gap={6} wrap="nowrap">
            <Box w={10} h={10} bg={`${color}.6`} style={{ borderRadius: 3 }} aria-hidden />
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          </Group>
        ))}
    </Group>
  );
}

/** `/admin/booking`: inquiries with a preferred visit date, as a month calendar or a list. */
export function BookingPage() {
  const [today] = useState(businessToday);
  const [month, setMonth] = useState(() => monthOf(today));
  const [view, setView] = useState<View>('calendar');
  const [selected, setSelected] = useState<Booking | null>(null);
  const bookings = useBookings(month);
  const change = useChangeBooking(month);
  const list = bookings.data ?? [];

  const open = (booking: Booking) => setSelected(booking);
  const apply = (booking: Booking, next: BookingChange) => {
    const before = booking;
    setSelected({ ...booking, ...next });
    change.mutate(
      { id: booking.id, change: next },
      { onError: () => setSelected((current) => (current?.id === before.id ? before : current)) },
    );
  };

  const empty = bookings.isSuccess && list.length === 0 && (
    <EmptyState
      icon={<IconCalendarOff size={28} aria-hidden />}
      withIndicatorBackground
      title={`No site surveys in ${monthTitle(month)}`}
      description="Requests with a preferred visit date appear here."
      py={48}
    />
  );

  return (
    <>
      <PageHeader
        title="Site surveys"
        description="Quote requests with a preferred visit date. Click one to change its status or date."
        crumbs={[{ label: 'Dashboard', href: '/admin' }, { label: 'Site surveys' }]}
        actions={
          <Button
            component={Link}
            href="/admin/analytics"
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            Lead analytics
          </Button>
        }
      />
      <Paper radius="md" shadow="xs" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" gap="sm" mb="md">
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Previous month"
              onClick={() => setMonth(addMonths(month, -1))}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Next month"
              onClick={() => setMonth(addMonths(month, 1))}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
            <Title order={2} size="h3" ml={4} aria-live="polite">
              {monthTitle(month)}
            </Title>
            {bookings.isFetching && <Loader size="xs" aria-label="Loading" />}
          </Group>
          <Group gap="sm">
            {month !== monthOf(today) && (
              <Button variant="default" onClick={() => setMonth(monthOf(today))}>
                This month
              </Button>
            )}
            <SegmentedControl
              aria-label="View"
              value={view}
              onChange={(value) => setView(value as View)}
              data={[
                { value: 'calendar', label: 'Calendar' },
                { value: 'list', label: 'List' },
              ]}
              visibleFrom="sm"
            />
          </Group>
        </Group>
        {bookings.isError && (
          <Alert color="red" variant="light" mb="md" title="Could not load the site surveys">
            <Group justify="space-between">
              <span>{errorMessage(bookings.error)}</span>
              <Button size="xs" variant="light" color="red" onClick={() => void bookings.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        )}
        <Box visibleFrom="sm">
          {view === 'calendar' ? (
            <MonthCalendar month={month} today={today} bookings={list} onOpen={open} />
          ) : (
            empty || <BookingTable today={today} bookings={list} onOpen={open} />
          )}
        </Box>
        <Box hiddenFrom="sm">{empty || <BookingAgenda today={today} bookings={list} onOpen={open} />}</Box>
        <Group justify="space-between" mt="md" gap="sm">
          <StatusLegend />
          {bookings.isSuccess && (
            <Text size="sm" c="dimmed">
              {list.length} {list.length === 1 ? 'request' : 'requests'} this month
            </Text>
          )}
        </Group>
      </Paper>
      <BookingDrawer booking={selected} onClose={() => setSelected(null)} onChange={apply} />
    </>
  );
}
