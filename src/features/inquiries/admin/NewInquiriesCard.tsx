'use client';

import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { canOpenModule } from '@/admin/access';
import { timeAgo } from '@/admin/activity-log/time-ago';
import { AttentionBadge } from '@/admin/records/AttentionBadge';
import { formatDateTime } from '@/admin/records/fields/format-value';
import { listFactMarkers } from '@/admin/records/record-facts';
import { recordTitle } from '@/admin/records/record-title';
import { Link } from '@/admin/routing/link';
import { modulePaths, recordPath } from '@/admin/routing/resolve-admin-route';
import { useSession } from '@/admin/session/session-context';
import type { AnyModule } from '@/kit/define-module';
import { moduleCalls } from '@/kit/module-calls';
import { inquiriesModule } from '../module';

const SHOWN = 5;

function NewInquiries({ module }: { module: AnyModule }) {
  const newest = useQuery({
    queryKey: ['module', module.key, 'list', 'dashboard-new'],
    queryFn: () =>
      moduleCalls(module).list({
        status: 'new',
        page: 1,
        pageSize: SHOWN,
        sort: 'createdAt',
        order: 'desc',
      }),
    staleTime: 0,
    retry: false,
  });
  // Only a real answer earns the card: no placeholder while the inbox cannot be read.
  if (!newest.isSuccess) return null;
  const { data, total } = newest.data;

  return (
    <Paper p="lg" radius="md" shadow="xs">
      <Group justify="space-between" align="baseline" mb={4}>
        <Title order={2} size="h4">
          New inquiries
        </Title>
        <Anchor component={Link} href={modulePaths.list(module)} size="sm">
          Open inbox
        </Anchor>
      </Group>
      <Group gap="xs" align="baseline" mb="sm">
        <Text fz={32} fw={700} lh={1.1}>
          {total}
        </Text>
        <Text size="sm" c="dimmed">
          waiting for a first answer
        </Text>
      </Group>
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          All caught up.
        </Text>
      ) : (
        <Stack gap="xs">
          {data.map((inquiry) => (
            <Group key={inquiry.id} justify="space-between" wrap="nowrap" gap="sm">
              <Group gap={6} wrap="wrap" miw={0}>
                <Anchor component={Link} href={recordPath(module, inquiry.id)} size="sm" lineClamp={1}>
                  {recordTitle(module, inquiry)}
                </Anchor>
                {/* What staff must act on before answering (an estimate the site could not keep). */}
                {listFactMarkers(module, inquiry)
                  .filter((marker) => marker.attention)
                  .map(({ summary }) => (
                    <AttentionBadge key={summary} summary={summary} style={{ flexShrink: 0 }} />
                  ))}
              </Group>
              {inquiry.createdAt && (
                <Badge variant="light" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }}>
                  {timeAgo(inquiry.createdAt) ?? formatDateTime(inquiry.createdAt)}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** New inquiries, on the dashboard of those who may open the inbox, once its list answers. */
export function NewInquiriesCard() {
  const { user } = useSession();
  if (!canOpenModule(inquiriesModule, user?.role)) return null;
  return <NewInquiries module={inquiriesModule} />;
}
