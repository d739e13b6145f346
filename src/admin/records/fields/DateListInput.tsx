'use client';

import { ActionIcon, Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconPlus, IconX } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import type { StringListField } from '@/kit/fields';
import { businessToday, formatCalendarDate, isIsoDate } from '@/lib/calendar-dates';

interface DateListInputProps {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  maxItems?: number;
  /** Dates offered in one click (upcoming holidays), worked out from today. */
  suggestions?: StringListField['suggestions'];
}

const inWords = (date: string) => formatCalendarDate(date, 'EEE, MMM d, yyyy');

/**
 * A list of calendar dates (closed days): picked with the browser's date picker, or added in one
 * click from the suggestions, shown in words in date order, each removable.
 */
export function DateListInput({
  label,
  description,
  error,
  value,
  onChange,
  onBlur,
  maxItems,
  suggestions,
}: DateListInputProps) {
  const [picked, setPicked] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const today = businessToday();
  const offered = useMemo(
    () => (suggestions?.items(today) ?? []).filter((suggestion) => !value.includes(suggestion.value)),
    [suggestions, today, value],
  );
  const full = maxItems !== undefined && value.length >= maxItems;

  const add = (dates: string[]) => {
    const next = [...new Set([...value, ...dates])].sort();
    onChange(maxItems === undefined ? next : next.slice(0, maxItems));
    onBlur?.();
  };
  const addPicked = () => {
    if (!isIsoDate(picked)) {
      setProblem('Pick a date first');
      return;
    }
    setProblem(null);
    add([picked]);
    setPicked('');
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} role="group" aria-label={label}>
      <Stack gap="sm" mt={6}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            type="date"
            label="Date to add"
            value={picked}
            error={problem ?? Boolean(error)}
            disabled={full}
            onChange={(event) => {
              setPicked(event.currentTarget.value);
              setProblem(null);
            }}
            // Enter adds the date, and never sends the form around it.
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addPicked();
              }
            }}
            style={{ flex: 1, minWidth: 0, maxWidth: 260 }}
          />
          <Button
            variant="default"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={addPicked}
            disabled={full}
            mb={problem ? 22 : 0}
          >
            Add date
          </Button>
        </Group>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No dates yet.
          </Text>
        ) : (
          <Group
            gap="xs"
            component="ul"
            aria-label={`${label} chosen`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {value.map((date) => (
              <Paper key={date} component="li" withBorder radius="xl" py={2} pl="sm" pr={4}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" c={date < today ? 'dimmed' : undefined}>
                    {inWords(date)}
                    {date < today ? ' (past)' : ''}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    radius="xl"
                    onClick={() => {
                      onChange(value.filter((other) => other !== date));
                      onBlur?.();
                    }}
                    aria-label={`Remove ${inWords(date)}`}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Group>
        )}
        {offered.length > 0 && (
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500}>
                {suggestions?.title}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                disabled={full}
                onClick={() => add(offered.map((suggestion) => suggestion.value))}
              >
                Add all {offered.length}
              </Button>
            </Group>
            <Group gap="xs">
              {offered.map((suggestion) => (
                <Button
                  key={suggestion.value}
                  variant="light"
                  size="compact-sm"
                  radius="xl"
                  disabled={full}
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => add([suggestion.value])}
                  title={inWords(suggestion.value)}
                  data-date={suggestion.value}
                >
                  {suggestion.label} · {formatCalendarDate(suggestion.value, 'MMM d')}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
