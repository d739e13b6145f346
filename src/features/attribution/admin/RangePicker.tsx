'use client';

import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type DateRange, presetRange, RANGE_PRESETS, type RangePreset, rangeProblem } from './report-format';

type Choice = RangePreset | 'custom';

interface RangePickerProps {
  value: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}

/** One-click ranges (30 days, 90 days, 12 months) and a custom one from two dates. */
export function RangePicker({ value, today, onChange }: RangePickerProps) {
  const [choice, setChoice] = useState<Choice>(
    () =>
      RANGE_PRESETS.find((preset) => presetRange(preset.value, today).from === value.from)?.value ?? 'custom',
  );
  const [draft, setDraft] = useState(value);
  const problem = choice === 'custom' ? rangeProblem(draft) : null;

  const pick = (next: string) => {
    const picked = next as Choice;
    setChoice(picked);
    if (picked === 'custom') setDraft(value);
    else onChange(presetRange(picked, today));
  };
  const edit = (field: keyof DateRange, date: string) => {
    const next = { ...draft, [field]: date };
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <SegmentedControl
        aria-label="Date range"
        value={choice}
        onChange={pick}
        data={[
          ...RANGE_PRESETS.map(({ value, label }) => ({ value, label })),
          { value: 'custom', label: 'Custom' },
        ]}
      />
      {choice === 'custom' && (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            type="date"
            aria-label="From"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => edit('from', event.currentTarget.value)}
            error={problem ?? undefined}
            w={160}
          />
          <Text c="dimmed" mt={6} aria-hidden>
            –
          </Text>
          <TextInput
            type="date"
            aria-label="To"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => edit('to', event.currentTarget.value)}
            w={160}
          />
        </Group>
      )}
    </Group>
  );
}
