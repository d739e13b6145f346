'use client';

import { Alert, Button, Chip, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { shortDayLabel, surveyTimeText, timeLabel } from '@/features/survey-schedule/browser';
import { type Booking, errorMessage, useFreeSlots, useMoveBooking } from './bookings-api';

interface MoveSurveyDialogProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
  onMoved: (moved: Booking) => void;
}

/**
 * Moves a booked survey: a day, then one of its free times, both from the slot engine the visitor's
 * picker reads (staff keep to the times the public could book, so a move never double-books nor
 * lands outside the hours set in Survey availability).
 */
export function MoveSurveyDialog({ booking, opened, onClose, onMoved }: MoveSurveyDialogProps) {
  const slots = useFreeSlots(opened);
  const move = useMoveBooking();
  const days = slots.data ?? [];
  const [day, setDay] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const times = days.find((free) => free.date === day)?.slots ?? [];

  // Opens on the booked day when it still has free times, else on the first free day.
  useEffect(() => {
    if (!opened || day !== null || days.length === 0) return;
    setDay(days.find((free) => free.date === booking.day)?.date ?? days[0].date);
  }, [opened, day, days, booking.day]);

  const close = () => {
    setDay(null);
    setStartsAt(null);
    move.reset();
    onClose();
  };

  const confirm = () => {
    if (!startsAt) return;
    move.mutate(
      { id: booking.id, surveyStartsAt: startsAt },
      {
        onSuccess: (moved) => {
          onMoved(moved);
          close();
        },
        // The time was taken meanwhile: the free times are read again, the refusal stays in view.
        onError: () => {
          setStartsAt(null);
          void slots.refetch();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={`Move ${booking.name}’s survey`} size="md">
      <Stack gap="md">
        {booking.surveyStartsAt && (
          <Text size="sm">
            Booked now: <strong>{surveyTimeText(booking.surveyStartsAt, booking.surveyEndsAt)}</strong>
          </Text>
        )}
        {slots.isPending && <Loader size="sm" aria-label="Loading the free times" />}
        {slots.isError && (
          <Alert color="red" variant="light" title="Could not load the free times">
            {errorMessage(slots.error)}
          </Alert>
        )}
        {slots.isSuccess && days.length === 0 && (
          <Alert color="yellow" variant="light">
            No free times in the weeks ahead. Add hours or weeks in Survey availability.
          </Alert>
        )}
        {days.length > 0 && (
          <>
            <Select
              label="Day"
              description="Days with a free time, as the booking page offers them"
              data={days.map((free) => ({
                value: free.date,
                label: `${shortDayLabel(free.date)} (${free.slots.length} free)`,
              }))}
              value={day}
              onChange={(value) => {
                setDay(value);
                setStartsAt(null);
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <div>
              <Text size="sm" fw={500} mb={6} id="move-survey-times">
                Free times (Pacific Time)
              </Text>
              <Chip.Group value={startsAt ?? ''} onChange={(value) => setStartsAt(value as string)}>
                <Group gap="xs" role="radiogroup" aria-labelledby="move-survey-times">
                  {times.map((slot) => (
                    <Chip key={slot.startsAt} value={slot.startsAt} radius="sm">
                      {timeLabel(slot.startsAt)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </div>
          </>
        )}
        {move.isError && (
          <Alert color="red" variant="light" title="Not moved" role="alert">
            {errorMessage(move.error)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          The old time becomes free for others to book, and {booking.name} is e-mailed the new time with an
          updated calendar entry.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Keep the current time
          </Button>
          <Button onClick={confirm} disabled={!startsAt} loading={move.isPending}>
            {startsAt ? `Move to ${shortDayLabel(day!)}, ${timeLabel(startsAt)}` : 'Pick a time'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
