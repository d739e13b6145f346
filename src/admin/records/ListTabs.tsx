'use client';

import { Tabs } from '@mantine/core';
import type { AnyModule } from '@/kit/define-module';
import type { Field } from '@/kit/fields';
import { optionLabel } from './label-case';

const ALL = '__all';

interface ListTabsProps {
  module: AnyModule;
  value: string | undefined;
  onChange: (value: string | null) => void;
}

/** Tabs over a list for each option of the module's `listTabs` enum (an inbox by status). */
export function ListTabs({ module, value, onChange }: ListTabsProps) {
  const field = module.listTabs ? (module.fields[module.listTabs] as Field) : undefined;
  if (field?.kind !== 'enum') return null;
  return (
    <Tabs
      value={value || ALL}
      onChange={(tab) => onChange(tab === ALL ? null : tab)}
      px="md"
      pt="xs"
      aria-label={`${field.label} of ${module.label.plural.toLowerCase()}`}
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value={ALL}>All</Tabs.Tab>
        {field.options.map((option) => (
          <Tabs.Tab key={option} value={option}>
            {optionLabel(option, field)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
