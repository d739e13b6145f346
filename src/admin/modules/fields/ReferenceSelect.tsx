'use client';

import { Select, type SelectProps } from '@mantine/core';
import type { ReferenceField } from '@/modules/kit/fields';
import { useReferenceOptions } from './use-reference-options';

interface ReferenceSelectProps extends Omit<SelectProps, 'data'> {
  field: ReferenceField;
  /** The record being edited: it cannot be its own parent. */
  currentId?: number;
}

/** Picks a record of another module (or a parent of the same module) by its title. */
export function ReferenceSelect({ field, currentId, ...props }: ReferenceSelectProps) {
  const { options, isLoading } = useReferenceOptions(field, currentId);
  return (
    <Select
      {...props}
      data={options}
      searchable
      clearable={!field.required}
      nothingFoundMessage="Nothing found"
      placeholder={isLoading ? 'Loading...' : 'Choose...'}
    />
  );
}
