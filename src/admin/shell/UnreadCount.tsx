'use client';

import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { countRecords } from '@/kit/module-calls';
import type { UnreadRecords } from '../navigation';

/**
 * How many records wait for staff (new inquiries), beside their sidebar link. Its query key lies
 * under the module's, so any change to the module's records recounts it.
 */
export function UnreadCount({ unread }: { unread: UnreadRecords }) {
  const count = useQuery({
    queryKey: ['module', unread.moduleKey, 'unread-count'],
    queryFn: () => countRecords(unread.moduleKey, { [unread.field]: unread.value }),
    refetchInterval: 60_000,
    retry: false,
  });
  if (!count.data) return null;
  return (
    <Badge size="sm" circle={count.data < 10} color="red.9" c="white" data-unread-count>
      {count.data > 99 ? '99+' : count.data}
      <VisuallyHidden> {unread.value}</VisuallyHidden>
    </Badge>
  );
}
