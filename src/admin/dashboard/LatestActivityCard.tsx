'use client';

import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@/admin/routing/link';
import { errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/session';
import { ActivityActor, ActivitySummary } from '../activity-log/ActivityEntryParts';
import { type ActivityEntry, useActivityLog } from '../activity-log/activity-log-api';
import { activityLogPath } from '../activity-log/activity-log-path';
import { timeAgo } from '../activity-log/time-ago';
import { formatDateTime } from '../records/fields/format-value';
import { useSession } from '../session/session-context';

const LATEST_COUNT = 10;

function ActivityRow({ entry, reader }: { entry: ActivityEntry; reader: User }) {
  const when = timeAgo(entry.createdAt) ?? formatDateTime(entry.createdAt);
  return (
    <Stack gap={4} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <ActivitySummary entry={entry} role={reader.role} />
      <Text size="xs" c="dimmed">
        {reader.role === 'admin' && (
          <>
            <ActivityActor entry={entry} />
            {' · '}
          </>
        )}
        <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
          {when}
        </time>
      </Text>
    </Stack>
  );
}

/** The newest log entries: everyone's for administrators, their own for editors (the API decides). */
export function LatestActivityCard() {
  const { user } = useSession();
  const log = useActivityLog({ page: 1, pageSize: LATEST_COUNT });
  if (!user) return null;
  const isAdmin = user.role === 'admin';

  return (
    <Paper p="lg" radius="md" shadow="xs">
      <Group justify="space-between" align="baseline" mb={4}>
        <Title order={2} size="h4">
          {isAdmin ? 'Latest activity' : 'Your latest activity'}
        </Title>
        <Group gap="md">
          <Anchor component={Link} href={activityLogPath(user.id)} size="sm">
            My activity
          </Anchor>
          {isAdmin && (
            <Anchor component={Link} href={activityLogPath()} size="sm">
              All activity
            </Anchor>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {isAdmin ? 'Saves, deletes and sign-ins of every user.' : 'Your saves, deletes and sign-ins.'}
      </Text>
      {log.isPending && (
        <Stack gap="sm">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Stack>
      )}
      {log.isError && (
        <Alert color="red" variant="light" title="Could not load the activity log">
          {errorMessage(log.error)}
        </Alert>
      )}
      {log.data && log.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing yet. Changes show here as soon as they are saved.
        </Text>
      )}
      {log.data && log.data.data.length > 0 && (
        <Stack gap={0}>
          {log.data.data.map((entry) => (
            <ActivityRow key={entry.id} entry={entry} reader={user} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
