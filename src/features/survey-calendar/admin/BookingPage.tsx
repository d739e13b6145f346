'use client';

import { Alert, Box, Button, EmptyState, Group, Paper, Text } from '@mantine/core';
import { IconCalendarOff, IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from '@/admin/routing/link';
import { PageHeader } from '@/admin/shell/PageHeader';
import { inquiryStatuses } from '@/features/inquiries/browser';
import { errorMessage } from '@/lib/api-client';
import { addDays, addMonths, businessToday, monthOf } from '@/lib/calendar-dates';
import { BookingAgenda } from './BookingAgenda';
import { BookingDrawer } from './BookingDrawer';
import { BookingTable } from './BookingTable';
import { type BookingJump, type BookingPaging, BookingToolbar } from './BookingToolbar';
import { surveyCountText } from './booking-time';
import { AGENDA_DAYS, comingRange, nextSurveyAfter, noSurveyLeftIn, shownText } from './booking-views';
import {
  type Booking,
  type BookingChange,
  type BookingRange,
  useBookings,
  useChangeBooking,
} from './bookings-api';
import { agendaDays, groupByDate, monthGridRange } from './calendar-grid';
import { MonthCalendar } from './MonthCalendar';
import { MoveSurveyDialog } from './MoveSurveyDialog';
import { NextSurveyNote } from './NextSurveyNote';
import { useCalendarAddress } from './use-calendar-address';

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

/**
 * `/admin/booking`: the site surveys of the next 7 days (an agenda across months), a month calendar,
 * or a list: the coming surveys from today on, or an earlier month's. A booked survey sits on its
 * booked time; a request without one on its preferred day, marked "not booked".
 */
export function BookingPage() {
  const [today] = useState(businessToday);
  const [from, setFrom] = useState(today);
  const [{ view, month: askedMonth }, go] = useCalendarAddress();
  const month = askedMonth ?? monthOf(today);
  const coming = view === 'list' && askedMonth === null;
  const [selected, setSelected] = useState<Booking | null>(null);
  const [moving, setMoving] = useState<Booking | null>(null);
  const range: BookingRange =
    view === 'week' ? { from, days: AGENDA_DAYS } : coming ? comingRange(today) : monthGridRange(month);
  const bookings = useBookings(range);
  const change = useChangeBooking(range);
  const shown = bookings.data ?? [];
  // The month's grid also shows the days of the months around it (the coming week at a month's
  // end); the month's list, its count and the phone's agenda keep to the month itself.
  const list = view === 'week' || coming ? shown : shown.filter((booking) => monthOf(booking.day) === month);
  // A month with no survey left to go to names the next one, wherever it is.
  const lookAhead =
    view === 'month' &&
    bookings.isSuccess &&
    !bookings.isPlaceholderData &&
    month >= monthOf(today) &&
    noSurveyLeftIn(month, today, list);
  const ahead = useBookings(comingRange(today), lookAhead);
  const nextSurvey = lookAhead && ahead.data ? nextSurveyAfter(month, ahead.data) : null;
  const text = shownText({ view, coming, from, month, today });

  const open = (booking: Booking) => setSelected(booking);
  const apply = (booking: Booking, next: BookingChange) => {
    const before = booking;
    setSelected({ ...booking, ...next, ...('preferredDate' in next ? { day: next.preferredDate } : {}) });
    change.mutate(
      { id: booking.id, change: next },
      { onError: () => setSelected((current) => (current?.id === before.id ? before : current)) },
    );
  };
  // The month view's own month is this one: the address stays bare for it. A list's month is kept,
  // this one too, since the bare list is the coming surveys.
  const showMonth = (next: string) =>
    go({ view, month: view === 'month' && next === monthOf(today) ? null : next });
  const stepWeek: BookingPaging = {
    unit: 'week',
    onStep: (direction) => setFrom(addDays(from, direction * AGENDA_DAYS)),
  };
  const stepMonth: BookingPaging = {
    unit: 'month',
    onStep: (direction) => showMonth(addMonths(month, direction)),
  };
  const paging = view === 'week' ? stepWeek : coming ? null : stepMonth;
  const jump = ((): BookingJump | null => {
    if (view === 'week') return from === today ? null : { label: 'Today', onClick: () => setFrom(today) };
    if (view === 'month')
      return month === monthOf(today)
        ? null
        : { label: 'This month', onClick: () => go({ view, month: null }) };
    return coming
      ? { label: 'Earlier', earlier: true, onClick: () => go({ view, month: monthOf(today) }) }
      : { label: 'Coming surveys', onClick: () => go({ view, month: null }) };
  })();

  const empty = bookings.isSuccess && list.length === 0 && (
    <EmptyState
      icon={<IconCalendarOff size={28} aria-hidden />}
      withIndicatorBackground
      title={text.empty}
      description={
        coming
          ? 'No survey is booked and no request asks for a day from today on. Earlier ones are under “Earlier”.'
          : 'Booked surveys and requests with a preferred day appear here.'
      }
      py={48}
    />
  );
  const listDays = [...groupByDate(list)].map(([date, items]) => ({ date, items }));

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
        <BookingToolbar
          title={text.title}
          subtitle={text.subtitle}
          loading={bookings.isFetching}
          paging={paging}
          jump={jump}
          view={view}
          onView={(next) => go({ view: next, month: null })}
        />
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
        {nextSurvey && <NextSurveyNote month={month} today={today} next={nextSurvey} onShow={showMonth} />}
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
              {empty || <BookingAgenda today={today} days={listDays} onOpen={open} />}
            </Box>
          </>
        )}
        <Group justify="space-between" mt="md" gap="sm">
          <StatusLegend />
          {bookings.isSuccess && (
            <Text size="sm" c="dimmed">
              {surveyCountText(list, '0 surveys')} {text.counted}
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
