'use client';

import { Select, type SelectProps } from '@mantine/core';
import type { ReferenceField } from '@/modules/kit/fields';
import { findModuleByKey } from '@/modules/registry';
import { useModuleList } from '../module-api';

interface ReferenceSelectProps extends Omit<SelectProps, 'data'> {
  field: ReferenceField;
  /** The record being edited: it cannot be its own parent. */
  currentId?: number;
}

/** Picks a record of another module (or a parent of the same module) by its title. */
export function ReferenceSelect({ field, currentId, ...props }: ReferenceSelectProps) {
  const target = findModuleByKey(field.module);
  const { data, isLoading } = useModuleList(target!, {
    page: 1,
    pageSize: 100,
    sort: target?.titleField,
    order: 'asc',
  });
  const options = (data?.data ?? [])
    .filter((record) => record.id !== currentId)
    .map((record) => ({
      value: String(record.id),
      label: String(record[target!.titleField] ?? `#${record.id}`),
    }));
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
