'use client';

import { type ComboboxItem, Group, type OptionsFilter, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ICON_NAMES, ICON_SYNONYMS, type IconName, iconNameOf } from '@/lib/service-icon-names';
import { SERVICE_ICON_PATHS } from '@/lib/service-icon-paths';

interface ServiceIconPickerProps {
  value?: string | null;
  onChange: (value: string) => void;
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
}

/** The icon as the public site draws it, in the text colour. */
function IconPreview({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      data-icon={name}
    >
      {SERVICE_ICON_PATHS[name]}
    </svg>
  );
}

const labelOf = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Other words for each icon, so a search for "alarm" finds the bell. */
const WORDS_FOR: Record<string, string[]> = Object.fromEntries(
  ICON_NAMES.map((name) => [
    name,
    [name, ...Object.entries(ICON_SYNONYMS).flatMap(([word, icon]) => (icon === name ? [word] : []))],
  ]),
);

const matchesWords: OptionsFilter = ({ options, search }) => {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return options;
  return (options as ComboboxItem[]).filter((option) =>
    [option.label.toLowerCase(), ...(WORDS_FOR[option.value] ?? [])].some((word) => word.includes(wanted)),
  );
};

/**
 * A service's Icon field: the icons the public site draws for services, each with its preview,
 * searchable by name or by a word for it. The name is stored as before (`camera`); a value typed in
 * earlier that is not one of the names stays, shown with the icon the site draws for it.
 */
export function ServiceIconPicker({ value, onChange, ...wrapper }: ServiceIconPickerProps) {
  const current = value?.trim() ?? '';
  const known = (ICON_NAMES as readonly string[]).includes(current);
  const data: ComboboxItem[] = [
    ...ICON_NAMES.map((name) => ({ value: name, label: labelOf(name) })),
    ...(current && !known ? [{ value: current, label: `${current} (shown as ${iconNameOf(current)})` }] : []),
  ];

  return (
    <Select
      {...wrapper}
      data={data}
      value={current || null}
      onChange={(picked) => onChange(picked ?? '')}
      searchable
      clearable
      filter={matchesWords}
      nothingFoundMessage="No icon of that name"
      placeholder="Choose an icon"
      maxDropdownHeight={320}
      leftSection={current ? <IconPreview name={iconNameOf(current)} /> : undefined}
      renderOption={({ option, checked }) => (
        <Group gap="sm" wrap="nowrap">
          <IconPreview name={iconNameOf(option.value)} size={24} />
          <Text size="sm" fw={checked ? 600 : undefined}>
            {option.label}
          </Text>
        </Group>
      )}
    />
  );
}
