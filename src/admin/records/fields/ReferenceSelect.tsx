'use client';

import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { AnyModule } from '@/kit/define-module';
import type { ReferenceField } from '@/kit/fields';
import { findModule } from '@/kit/registry';
import { useRegistry } from '../../registry-context';
import { type ModuleRecord, useModuleList } from '../module-api';
import { recordTitle } from '../record-title';
import { useReferencedRecord } from './use-referenced-record';

/** Options shown at once; typing asks the server for more, so no record is out of reach. */
const OPTIONS_PER_SEARCH = 50;
const SEARCH_DELAY_MS = 300;

interface ReferenceSelectProps extends Omit<SelectProps, 'data' | 'searchValue' | 'onSearchChange'> {
  field: ReferenceField;
  /** The record being edited, when it is one of the referenced module's: it cannot be its own parent. */
  currentId?: number;
}

/**
 * Picks a record of another module (or a parent of the same module) by its title, searching the
 * module's list API as one types; the chosen record keeps its title even when no search found it.
 * Options are asked for once the dropdown first opens: a list's filter costs no request until used.
 */
export function ReferenceSelect({ field, currentId, value, ...props }: ReferenceSelectProps) {
  const target = findModule(useRegistry(), field.module)!;
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const selectedId = value ? Number(value) : null;
  const selected = useReferencedRecord(target, selectedId);
  const selectedOption = selected && toOption(target, selected);
  // The input shows the chosen title: that is no search until the person changes it.
  const q = typed && typed !== selectedOption?.label ? typed : undefined;
  const list = useModuleList(
    target,
    { page: 1, pageSize: OPTIONS_PER_SEARCH, q, sort: target.titleField, order: 'asc' },
    { enabled: opened },
  );

  const searching = list.isFetching || search.trim() !== typed;
  const options = (list.data?.data ?? [])
    .filter((record) => record.id !== currentId)
    .map((record) => toOption(target, record));
  if (selectedOption && !options.some((entry) => entry.value === selectedOption.value)) {
    options.unshift(selectedOption);
  }

  return (
    <Select
      data={options}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      clearable={!field.required}
      nothingFoundMessage={searching ? 'Searching...' : 'Nothing found'}
      placeholder="Type to search..."
      {...props}
    />
  );
}

function toOption(target: AnyModule, record: ModuleRecord) {
  return { value: String(record.id), label: recordTitle(target, record) };
}
