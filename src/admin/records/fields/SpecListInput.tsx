'use client';

import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface SpecRow {
  label: string;
  value: string;
}

interface SpecListInputProps {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  value: SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  maxItems?: number;
}

/** Label/value rows (e.g. "Resolution: 4K"), added and removed in place. */
export function SpecListInput({
  label,
  description,
  error,
  value,
  onChange,
  maxItems = 50,
}: SpecListInputProps) {
  const rows = Array.isArray(value) ? value : [];
  const update = (index: number, change: Partial<SpecRow>) =>
    onChange(rows.map((row, position) => (position === index ? { ...row, ...change } : row)));
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={6}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position.
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`${label} ${index + 1} label`}
              placeholder="Label, e.g. Resolution"
              value={row.label}
              onChange={(event) => update(index, { label: event.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <TextInput
              aria-label={`${label} ${index + 1} value`}
              placeholder="Value, e.g. 4K (8 MP)"
              value={row.value}
              onChange={(event) => update(index, { value: event.currentTarget.value })}
              style={{ flex: 2 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(rows.filter((_, position) => position !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={rows.length >= maxItems}
          onClick={() => onChange([...rows, { label: '', value: '' }])}
          style={{ alignSelf: 'flex-start' }}
        >
          Add row
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
