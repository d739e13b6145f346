'use client';

import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { canOpenModule } from '@/admin/access';
import { Link } from '@/admin/routing/link';
import { recordPath } from '@/admin/routing/resolve-admin-route';
import { useSession } from '@/admin/session/session-context';
import { inquiriesModule } from '@/features/inquiries/browser';
import { businessToday, formatCalendarDate } from '@/lib/calendar-dates';
import { bookedTime, NOT_BOOKED, surveysToGo } from './booking-time';
import { useBookings } from './bookings-api';

/** The coming week, as Site surveys opens on it. */
const DAYS = 7;
const SHOWN = 6;

function UpcomingSurveys() {
  const [today] = useState(businessToday);
  const bookings = useBookings({ from: today, days: DAYS });
  // Only a real answer earns the card: no placeholder while the calendar cannot be read.
  if (!bookings.isSuccess) return null;
  // A cancelled survey is in the calendar, but there is nothing to go to.
  const list = surveysToGo(bookings.data);
  return (
    <Paper p="lg" radius="md" shadow="xs" component="section" aria-label="Upcoming surveys">
      <Group justify="space-between" align="baseline" mb={4}>
        <Title order={2} size="h4">
          Upcoming surveys
        </Title>
        <Anchor component={Link} href="/admin/booking" size="sm">
          Open calendar
        </Anchor>
      </Group>
      <Group gap="xs" align="baseline" mb="sm">
        <Text fz={32} fw={700} lh={1.1}>
          {list.length}
        </Text>
        <Text size="sm" c="dimmed">
          in the next {DAYS} days
        </Text>
      </Group>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No site surveys this week.
        </Text>
      ) : (
        <Stack gap="xs">
          {list.slice(0, SHOWN).map((booking) => (
            <Group key={booking.id} justify="space-between" wrap="nowrap" gap="sm">
              <Anchor component={Link} href={recordPath(inquiriesModule, booking.id)} size="sm" lineClamp={1}>
                {booking.name}
              </Anchor>
              <Badge variant="light" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }}>
                {formatCalendarDate(booking.day, 'EEE, MMM d')}
                {booking.surveyStartsAt ? `, ${bookedTime(booking)}` : ` · ${NOT_BOOKED}`}
              </Badge>
            </Group>
          ))}
          {list.length > SHOWN && (
            <Text size="sm" c="dimmed">
              and {list.length - SHOWN} more
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** The next 7 days' site surveys, on the dashboard of those who may open the inbox. */
export function UpcomingSurveysCard() {
  const { user } = useSession();
  if (!canOpenModule(inquiriesModule, user?.role)) return null;
  return <UpcomingSurveys />;
}
