'use client';

import { Input, SimpleGrid, Switch } from '@mantine/core';
import type { ReactNode } from 'react';

interface TogglesInputProps {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  options: Record<string, string>;
  value: Record<string, boolean>;
  onChange: (value: Record<string, boolean>) => void;
}

/** A set of named on/off switches, e.g. which home-page sections show. */
export function TogglesInput({ label, description, error, options, value, onChange }: TogglesInputProps) {
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={8}>
        {Object.entries(options).map(([key, optionLabel]) => (
          <Switch
            key={key}
            label={optionLabel}
            checked={value?.[key] !== false}
            onChange={(event) => onChange({ ...value, [key]: event.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
