'use client';

import type { ReferenceField } from '@/modules/kit/fields';
import { findModuleByKey } from '@/modules/registry';
import { useModuleList } from '../module-api';

/** The records a reference field can point to, as Select options labelled by their titles. */
export function useReferenceOptions(field: ReferenceField, excludeId?: number) {
  const target = findModuleByKey(field.module);
  const { data, isLoading } = useModuleList(target!, {
    page: 1,
    pageSize: 100,
    sort: target?.titleField,
    order: 'asc',
  });
  const options = (data?.data ?? [])
    .filter((record) => record.id !== excludeId)
    .map((record) => ({
      value: String(record.id),
      label: String(record[target!.titleField] ?? `#${record.id}`),
    }));
  return { options, isLoading };
}
