'use client';

import { Anchor, Text } from '@mantine/core';
import Link from 'next/link';
import { findModuleByKey } from '@/modules/registry';
import { useModuleRecord } from '../module-api';

/** The title of a referenced record, linked to its view page. */
export function ReferenceTitle({ moduleKey, id }: { moduleKey: string; id: number }) {
  const target = findModuleByKey(moduleKey)!;
  const { data } = useModuleRecord(target, id);
  const title = data ? String(data[target.titleField] ?? `#${id}`) : `#${id}`;
  if (!target.pages.includes('view')) return <Text span>{title}</Text>;
  return (
    <Anchor component={Link} href={`/admin/${target.adminPath}/${id}/view`}>
      {title}
    </Anchor>
  );
}
