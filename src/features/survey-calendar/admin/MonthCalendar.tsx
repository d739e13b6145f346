'use client';

import { Anchor, Group, Popover, Stack, Text, VisuallyHidden } from '@mantine/core';
import clsx from 'clsx';
import { formatCalendarDate } from '@/lib/calendar-dates';
import { BookingBadge } from './BookingBadge';
import type { Booking } from './bookings-api';
import { groupByDate, monthGrid, monthTitle, WEEKDAYS } from './calendar-grid';
import classes from './MonthCalendar.module.css';

/** Requests shown in a day's cell before a "+N more" link. */
const SHOWN_PER_DAY = 3;

interface MonthCalendarProps {
  month: string;
  today: string;
  bookings: readonly Booking[];
  onOpen: (booking: Booking) => void;
}

/** `Monday, March 2`. */
const longDay = (date: string) => formatCalendarDate(date, 'EEEE, MMMM d');

interface MoreRequestsProps {
  date: string;
  bookings: Booking[];
  hidden: number;
  onOpen: MonthCalendarProps['onOpen'];
}

/** The rest of a busy day, in a popover listing all of its requests. */
function MoreRequests({ date, bookings, hidden, onOpen }: MoreRequestsProps) {
  return (
    <Popover width={240} position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <Anchor component="button" type="button" size="xs" fw={600} ta="left">
          +{hidden} more
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb="xs">
          {longDay(date)}
        </Text>
        <Stack gap={4}>
          {bookings.map((booking) => (
            <BookingBadge key={booking.id} booking={booking} onOpen={onOpen} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A Monday-first month grid; each day lists its requests as badges colored by status. */
export function MonthCalendar({ month, today, bookings, onOpen }: MonthCalendarProps) {
  const byDate = groupByDate(bookings);
  return (
    <table className={classes.table} aria-label={`Site surveys, ${monthTitle(month)}`}>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" className={classes.weekday}>
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0].date}>
            {week.map((day) => {
              const requests = byDate.get(day.date) ?? [];
              const isToday = day.date === today;
              // A busy day shows one badge less, to make room for the "+N more" link.
              const visible = requests.length > SHOWN_PER_DAY ? SHOWN_PER_DAY - 1 : requests.length;
              return (
                <td
                  key={day.date}
                  aria-current={isToday ? 'date' : undefined}
                  className={clsx(classes.day, !day.inMonth && classes.outside, isToday && classes.today)}
                >
                  <div className={classes.content}>
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <span className={classes.number}>
                        <VisuallyHidden>{longDay(day.date)}</VisuallyHidden>
                        <span aria-hidden>{Number(day.date.slice(8))}</span>
                      </span>
                      {isToday && (
                        <Text size="xs" fw={700} className={classes.todayText}>
                          Today
                        </Text>
                      )}
                    </Group>
                    {requests.slice(0, visible).map((booking) => (
                      <BookingBadge key={booking.id} booking={booking} onOpen={onOpen} />
                    ))}
                    {visible < requests.length && (
                      <MoreRequests
                        date={day.date}
                        bookings={requests}
                        hidden={requests.length - visible}
                        onOpen={onOpen}
                      />
                    )}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
