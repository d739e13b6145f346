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
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useState } from 'react';
import { PageHeader } from '@/admin/shell/PageHeader';
import { errorMessage } from '@/lib/api-client';
import { addDays, addMonths, businessToday, monthOf } from '@/lib/calendar-dates';
import { inquiryStatuses } from '../inquiry-status';
import { BookingAgenda } from './BookingAgenda';
import { BookingDrawer } from './BookingDrawer';
import { BookingTable } from './BookingTable';
import { surveyCountText } from './booking-time';
import {
  type Booking,
  type BookingChange,
  type BookingRange,
  useBookings,
  useChangeBooking,
} from './bookings-api';
import { agendaDays, groupByDate, monthGridRange, monthTitle, rangeTitle } from './calendar-grid';
import { MonthCalendar } from './MonthCalendar';
import { MoveSurveyDialog } from './MoveSurveyDialog';

type View = 'week' | 'month' | 'list';

const VIEWS = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'list', label: 'List' },
];

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

const isView = (value: string | null): value is View => VIEWS.some((view) => view.value === value);

/**
 * The view in the address bar (`?view=month`), so a reload or a shared link keeps it; the week, the
 * page's default, keeps the address bare. Replaces the history entry like the lists' filters.
 */
function useBookingView() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const asked = searchParams.get('view');
  const view: View = isView(asked) ? asked : 'week';
  const setView = useCallback(
    (next: View) => {
      const query = new URLSearchParams(window.location.search);
      if (next === 'week') query.delete('view');
      else query.set('view', next);
      const search = query.toString();
      window.history.replaceState(null, '', search ? `${pathname}?${search}` : pathname);
    },
    [pathname],
  );
  return [view, setView] as const;
}

/** Days the page opens on: the coming week, whatever month its days are in. */
const AGENDA_DAYS = 7;

const viewTitle = (view: View, month: string, from: string) =>
  view === 'week' ? rangeTitle(from, AGENDA_DAYS) : monthTitle(month);

/**
 * `/admin/booking`: the site surveys of the next 7 days (an agenda across months), a month calendar
 * or a month's list. A booked survey sits on its booked time; a request without one on its
 * preferred day, marked "not booked".
 */
export function BookingPage() {
  const [today] = useState(businessToday);
  const [month, setMonth] = useState(() => monthOf(today));
  const [from, setFrom] = useState(today);
  const [view, setView] = useBookingView();
  const [selected, setSelected] = useState<Booking | null>(null);
  const [moving, setMoving] = useState<Booking | null>(null);
  const range: BookingRange = view === 'week' ? { from, days: AGENDA_DAYS } : monthGridRange(month);
  const bookings = useBookings(range);
  const change = useChangeBooking(range);
  const shown = bookings.data ?? [];
  // The month's grid also shows the days of the months around it (the coming week at a month's
  // end); the month's list, its count and the phone's agenda keep to the month itself.
  const list = view === 'week' ? shown : shown.filter((booking) => monthOf(booking.day) === month);

  const open = (booking: Booking) => setSelected(booking);
  const apply = (booking: Booking, next: BookingChange) => {
    const before = booking;
    setSelected({ ...booking, ...next, ...('preferredDate' in next ? { day: next.preferredDate } : {}) });
    change.mutate(
      { id: booking.id, change: next },
      { onError: () => setSelected((current) => (current?.id === before.id ? before : current)) },
    );
  };
  const step = (direction: -1 | 1) =>
    view === 'week' ? setFrom(addDays(from, direction * AGENDA_DAYS)) : setMonth(addMonths(month, direction));
  const atStart = view === 'week' ? from === today : month === monthOf(today);
  const unit = view === 'week' ? 'week' : 'month';

  const empty = bookings.isSuccess && list.length === 0 && (
    <EmptyState
      icon={<IconCalendarOff size={28} aria-hidden />}
      withIndicatorBackground
      title={`No site surveys in ${monthTitle(month)}`}
      description="Booked surveys and requests with a preferred day appear here."
      py={48}
    />
  );
  const monthDays = [...groupByDate(list)].map(([date, items]) => ({ date, items }));

  return (
    <>
      <PageHeader
        title="Site surveys"
        description="Booked surveys on their time, and requests on the day the visitor asked for. Click one to move it or change its status."
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
            <ActionIcon variant="default" size="lg" aria-label={`Previous ${unit}`} onClick={() => step(-1)}>
              <IconChevronLeft size={18} />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" aria-label={`Next ${unit}`} onClick={() => step(1)}>
              <IconChevronRight size={18} />
            </ActionIcon>
            <Title order={2} size="h3" ml={4} aria-live="polite">
              {view === 'week' && from === today ? 'Next 7 days' : viewTitle(view, month, from)}
            </Title>
            {bookings.isFetching && <Loader size="xs" aria-label="Loading" />}
          </Group>
          <Group gap="sm">
            {!atStart && (
              <Button
                variant="default"
                onClick={() => (view === 'week' ? setFrom(today) : setMonth(monthOf(today)))}
              >
                {view === 'week' ? 'Today' : 'This month'}
              </Button>
            )}
            <SegmentedControl
              aria-label="View"
              value={view}
              onChange={(value) => setView(value as View)}
              data={VIEWS}
            />
          </Group>
        </Group>
        {view === 'week' && from === today && (
          <Text size="sm" c="dimmed" mt={-8} mb="md">
            {rangeTitle(from, AGENDA_DAYS)}
          </Text>
        )}
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
        {view === 'week' ? (
          <BookingAgenda today={today} days={agendaDays(from, AGENDA_DAYS, list)} onOpen={open} />
        ) : (
          <>
            <Box visibleFrom="sm">
              {view === 'month' ? (
                <MonthCalendar month={month} today={today} bookings={shown} onOpen={open} />
              ) : (
                empty || <BookingTable today={today} bookings={list} onOpen={open} />
              )}
            </Box>
            <Box hiddenFrom="sm">
              {empty || <BookingAgenda today={today} days={monthDays} onOpen={open} />}
            </Box>
          </>
        )}
        <Group justify="space-between" mt="md" gap="sm">
          <StatusLegend />
          {bookings.isSuccess && (
            <Text size="sm" c="dimmed">
              {surveyCountText(list, '0 surveys')}{' '}
              {view === 'week' ? `in these ${AGENDA_DAYS} days` : `in ${monthTitle(month)}`}
            </Text>
          )}
        </Group>
      </Paper>
      <BookingDrawer
        booking={selected}
        onClose={() => setSelected(null)}
        onChange={apply}
        onMove={(booking) => setMoving(booking)}
      />
      {moving && (
        <MoveSurveyDialog
          booking={moving}
          opened
          onClose={() => setMoving(null)}
          onMoved={(moved) => setSelected((current) => (current?.id === moved.id ? moved : current))}
        />
      )}
    </>
  );
}
