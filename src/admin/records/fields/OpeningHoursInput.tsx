'use client';

import { ActionIcon, Button, Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type HoursRow, hoursRows, hoursText } from './opening-hours';

interface OpeningHoursInputProps {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** What a newly opened day, or the opening after a break, starts with. */
const FIRST_OPENING: HoursRow = { from: '08:00', to: '17:00' };

/**
 * Opening hours of one day (`08:00-12:00, 13:00-17:00`; empty: closed) as an Open switch and a pair of
 * time pickers per opening, so nobody has to know how the text is written. The text stays what is
 * stored and checked: a half-filled pair is sent as it is and answered with the same message.
 */
export function OpeningHoursInput({
  label,
  description,
  error,
  value,
  onChange,
  onBlur,
}: OpeningHoursInputProps) {
  const [rows, setRows] = useState<HoursRow[]>(() => hoursRows(value));
  // The text last sent: a change from outside (a reset, a restored draft) is read afresh.
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setRows(hoursRows(value));
    }
  }, [value]);
  // What the day had before it was closed, given back when it opens again.
  const beforeClosing = useRef<HoursRow[]>([FIRST_OPENING]);

  const update = (next: HoursRow[]) => {
    setRows(next);
    sent.current = hoursText(next);
    onChange(sent.current);
  };
  const open = rows.length > 0;
  const day = label.replace(/ hours$/, '');

  return (
    <Input.Wrapper label={label} description={description} error={error} role="group" aria-label={label}>
      <Stack gap="xs" mt={6}>
        <Switch
          label={open ? `Open on ${day}` : `Closed on ${day}`}
          checked={open}
          onChange={(event) => {
            if (event.currentTarget.checked) update(beforeClosing.current);
            else {
              beforeClosing.current = rows.length ? rows : [FIRST_OPENING];
              update([]);
            }
            onBlur?.();
          }}
        />
        {rows.map((row, index) => {
          const again = index > 0 ? ' again' : '';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an opening is its place in the day
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                type="time"
                label={`Opens${again}`}
                value={row.from}
                error={Boolean(error)}
                onChange={(event) => {
                  const from = event.currentTarget.value;
                  update(rows.map((other, at) => (at === index ? { ...other, from } : other)));
                }}
                onBlur={onBlur}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Text size="sm" c="dimmed" pb={8} aria-hidden>
                to
              </Text>
              <TextInput
                type="time"
                label={`Closes${again}`}
                value={row.to}
                error={Boolean(error)}
                onChange={(event) => {
                  const to = event.currentTarget.value;
                  update(rows.map((other, at) => (at === index ? { ...other, to } : other)));
                }}
                onBlur={onBlur}
                style={{ flex: 1, minWidth: 0 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                onClick={() => update(rows.filter((_, at) => at !== index))}
                aria-label={`Remove ${day}’s ${row.from || '…'} to ${row.to || '…'} opening`}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {open && (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => update([...rows, { from: '', to: '' }])}
            >
              Add hours after a break
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
