'use client';

import { Anchor, Badge, Button, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconArrowsExchange,
  IconCalendarTime,
  IconClock,
  IconExternalLink,
  IconMapPin,
  IconPhone,
  IconTool,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from '@/admin/routing/link';
import { inquiryStatuses, inquiryStatusOptions, isInquiryStatus } from '@/features/inquiries/browser';
import { isIsoDate } from '@/lib/calendar-dates';
import { telHref } from '@/lib/phone-link';
import { bookedSurveyText } from './booking-time';
import type { Booking, BookingChange } from './bookings-api';

interface BookingDrawerProps {
  booking: Booking | null;
  onClose: () => void;
  onChange: (booking: Booking, change: BookingChange) => void;
  /** Asks to move a booked survey to another free time. */
  onMove: (booking: Booking) => void;
}

/**
 * A date the visit can be moved to. While a year is typed digit by digit the input already holds
 * dates such as 0002-05-04; those are not sent.
 */
const isPlausibleVisitDate = (value: string) => isIsoDate(value) && value >= '2000-01-01';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} aria-hidden>
        {icon}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** Typing a date changes the input several times; a pick from the date picker changes it once. */
const SAVE_DELAY_MS = 500;

/** The day a visitor asked for without booking a time: a wish, changed freely; no slot is held. */
function PreferredDayInput({
  booking,
  onChange,
}: {
  booking: Booking;
  onChange: BookingDrawerProps['onChange'];
}) {
  const [draft, setDraft] = useState(booking.preferredDate ?? '');
  // Follows the saved date: the optimistic change, or its undoing when the server refuses it.
  useEffect(() => setDraft(booking.preferredDate ?? ''), [booking.preferredDate]);
  const save = useDebouncedCallback((value: string) => {
    if (isPlausibleVisitDate(value) && value !== booking.preferredDate)
      onChange(booking, { preferredDate: value });
  }, SAVE_DELAY_MS);
  return (
    <TextInput
      type="date"
      label="Preferred day (not booked)"
      description="The day the visitor asked for; no time is held. Saved as soon as you pick a day"
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        save(event.currentTarget.value);
      }}
      error={draft && !isIsoDate(draft) ? 'Enter a full date' : undefined}
    />
  );
}

/**
 * One request: contact details and its status; a booked survey moves to another free time, a
 * request without one keeps a preferred day that staff may change.
 */
export function BookingDrawer({ booking, onClose, onChange, onMove }: BookingDrawerProps) {
  const status = booking ? inquiryStatuses[booking.status] : null;
  return (
    <Drawer
      opened={booking !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={
        booking && (
          <Group gap="sm">
            <Text fw={700} size="lg">
              {booking.name}
            </Text>
            {status && (
              <Badge color={status.color} variant="light" radius="sm">
                {status.label}
              </Badge>
            )}
          </Group>
        )
      }
    >
      {booking && (
        <Stack gap="lg">
          <Stack gap="xs">
            {bookedSurveyText(booking) && (
              <Detail icon={<IconClock size={16} />}>{bookedSurveyText(booking)}</Detail>
            )}
            {booking.lastChange && (
              <Detail icon={<IconArrowsExchange size={16} />}>{booking.lastChange}</Detail>
            )}
            <Detail icon={<IconTool size={16} />}>{booking.service ?? 'Service not given'}</Detail>
            <Detail icon={<IconPhone size={16} />}>
              {booking.phone ? (
                <Anchor href={telHref(booking.phone)}>{booking.phone}</Anchor>
              ) : (
                'No phone given'
              )}
            </Detail>
            <Detail icon={<IconMapPin size={16} />}>
              {[booking.address, booking.postalCode].filter(Boolean).join(', ') || 'No address given'}
            </Detail>
          </Stack>
          <Select
            label="Status"
            data={inquiryStatusOptions}
            value={booking.status}
            allowDeselect={false}
            onChange={(value) => {
              if (isInquiryStatus(value) && value !== booking.status) onChange(booking, { status: value });
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {booking.cancelled ? null : booking.surveyStartsAt ? (
            <Button
              variant="default"
              leftSection={<IconCalendarTime size={16} aria-hidden />}
              onClick={() => onMove(booking)}
            >
              Move to another time
            </Button>
          ) : (
            <PreferredDayInput key={booking.id} booking={booking} onChange={onChange} />
          )}
          <Button
            component={Link}
            href={`/admin/inquiries/${booking.id}/view`}
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            Open the full inquiry
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
