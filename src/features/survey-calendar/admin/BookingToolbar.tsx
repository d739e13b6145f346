'use client';

import { ActionIcon, Button, Group, Loader, SegmentedControl, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { BOOKING_VIEWS, type BookingView } from './booking-views';

export interface BookingPaging {
  /** `week` or `month`: what one arrow steps. */
  unit: string;
  onStep: (direction: -1 | 1) => void;
}

export interface BookingJump {
  label: string;
  onClick: () => void;
  /** A step back to surveys before the ones shown: the button points left. */
  earlier?: boolean;
}

interface BookingToolbarProps {
  title: string;
  /** The days the title stands for, under it. */
  subtitle: string | null;
  loading: boolean;
  /** The arrows; none where the view is one list. */
  paging: BookingPaging | null;
  /** Back to where the view opens ("Today", "This month", "Coming surveys"), or on to earlier surveys. */
  jump: BookingJump | null;
  view: BookingView;
  onView: (view: BookingView) => void;
}

/** Above the surveys: the arrows, what is shown, a jump, and the view switch. */
export function BookingToolbar({
  title,
  subtitle,
  loading,
  paging,
  jump,
  view,
  onView,
}: BookingToolbarProps) {
  return (
    <>
      <Group justify="space-between" gap="sm" mb="md">
        <Group gap="xs" wrap="nowrap">
          {paging && (
            <>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Previous ${paging.unit}`}
                onClick={() => paging.onStep(-1)}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Next ${paging.unit}`}
                onClick={() => paging.onStep(1)}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </>
          )}
          <Title order={2} size="h3" ml={paging ? 4 : 0} aria-live="polite">
            {title}
          </Title>
          {loading && <Loader size="xs" aria-label="Loading" />}
        </Group>
        <Group gap="sm">
          {jump && (
            <Button
              variant="default"
              onClick={jump.onClick}
              leftSection={jump.earlier ? <IconChevronLeft size={16} aria-hidden /> : undefined}
            >
              {jump.label}
            </Button>
          )}
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(value) => onView(value as BookingView)}
            data={BOOKING_VIEWS}
          />
        </Group>
      </Group>
      {subtitle && (
        <Text size="sm" c="dimmed" mt={-8} mb="md">
          {subtitle}
        </Text>
      )}
    </>
  );
}
