'use client';

import { Anchor, Text } from '@mantine/core';
import { Link } from '@/admin/routing/link';
import { findModule } from '@/kit/registry';
import { useRegistry } from '../../registry-context';
import { recordTitle } from '../record-title';
import { useReferencedRecord } from './use-referenced-record';

interface ReferenceTitleProps {
  moduleKey: string;
  id: number;
  /** In a list's cell: read with the other records the rows on screen refer to. */
  inList?: boolean;
}

/** The title of a referenced record, linked to its view page. */
export function ReferenceTitle({ moduleKey, id, inList = false }: ReferenceTitleProps) {
  const target = findModule(useRegistry(), moduleKey)!;
  const record = useReferencedRecord(target, id, { inList });
  const title = record ? recordTitle(target, record) : `#${id}`;
  if (!target.pages.includes('view')) return <Text span>{title}</Text>;
  return (
    <Anchor component={Link} href={`/admin/${target.adminPath}/${id}/view`}>
      {title}
    </Anchor>
  );
}
