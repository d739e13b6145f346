'use client';

import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import type { TextField } from '@/kit/fields';
import { findSettings } from '@/kit/registry';
import { useRegistry } from '../../registry-context';
import { useSettings } from '../../settings/settings-api';

interface SuggestedTextInputProps extends Omit<AutocompleteProps, 'data'> {
  source: NonNullable<TextField['suggestFrom']>;
}

/**
 * A text input that suggests the entries of a settings page's list (the served cities for a
 * project's city), so staff pick the spelling the site matches on; any other text is still taken.
 */
export function SuggestedTextInput({ source, value, ...props }: SuggestedTextInputProps) {
  const settings = findSettings(useRegistry(), source.settings);
  if (!settings) throw new Error(`no settings page "${source.settings}" to suggest from`);
  const stored = useSettings(settings).data as Record<string, unknown> | undefined;
  const list = stored?.[source.field];
  const entries = Array.isArray(list)
    ? list.filter((entry): entry is string => typeof entry === 'string')
    : [];
  return <Autocomplete {...props} value={value ?? ''} data={[...new Set(entries)]} />;
}
