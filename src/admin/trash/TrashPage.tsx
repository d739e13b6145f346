'use client';

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconRestore, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from '@/admin/routing/link';
import { findModule } from '@/kit/registry';
import { errorMessage } from '@/lib/api-client';
import { ADMIN_ROOT } from '@/lib/constants';
import type { TrashEntry } from '@/lib/trash';
import { timeAgo } from '../activity-log/time-ago';
import { formatDate, formatDateTime } from '../records/fields/format-value';
import { useRegistry } from '../registry-context';
import { recordPath } from '../routing/resolve-admin-route';
import { useSession } from '../session/session-context';
import { PageHeader } from '../shell/PageHeader';
import { paginationControlLabels } from '../shell/pagination-labels';
import { TRASH_PAGE_SIZE, useTrash, useTrashAction } from './trash-api';

function EntryCard({ entry, isAdmin }: { entry: TrashEntry; isAdmin: boolean }) {
  const { restore, deleteForever } = useTrashAction();
  const busy = restore.isPending || deleteForever.isPending;
  const module = findModule(useRegistry(), entry.module);

  const onRestore = () =>
    restore.mutate(entry, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Restored',
          message: module ? (
            <>
              “{entry.title}” is back.{' '}
              <Anchor component={Link} href={recordPath(module, entry.recordId)} size="sm">
                Open it
              </Anchor>
            </>
          ) : (
            `“${entry.title}” is back.`
          ),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Could not restore',
          message: errorMessage(error),
          autoClose: false,
        }),
    });

  const onDeleteForever = () =>
    modals.openConfirmModal({
      title: `Delete “${entry.title}” for good?`,
      centered: true,
      children: <Text size="sm">It and its earlier versions will be gone. This cannot be undone.</Text>,
      labels: { confirm: 'Delete for good', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteForever.mutate(entry, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              title: 'Deleted for good',
              message: `“${entry.title}” is gone.`,
            }),
          onError: (error) =>
            notifications.show({ color: 'red', title: 'Could not delete', message: errorMessage(error) }),
        }),
    });

  const deleted = timeAgo(entry.deletedAt) ?? formatDateTime(entry.deletedAt);
  return (
    <Paper
      component="li"
      p="md"
      radius="md"
      shadow="xs"
      aria-label={entry.title}
      style={{ listStyle: 'none' }}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
              {module?.label.singular ?? entry.module}
            </Badge>
            <Text fw={600} truncate>
              {entry.title}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            Deleted <time dateTime={entry.deletedAt}>{deleted}</time>
            {entry.deletedByName && ` by ${entry.deletedByName}`} · deleted for good on{' '}
            <time dateTime={entry.purgeAt}>{formatDate(entry.purgeAt)}</time>
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="sm"
            variant="light"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={onRestore}
            loading={restore.isPending}
            disabled={busy}
            aria-label={`Restore ${entry.title}`}
          >
            Restore
          </Button>
          {isAdmin && (
            <Button
              size="sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrashX size={16} aria-hidden />}
              onClick={onDeleteForever}
              disabled={busy}
              aria-label={`Delete ${entry.title} for good`}
            >
              Delete for good
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** Deleted records (content, leads, subscribers), restorable for 30 days; administrators may delete them for good sooner. */
export function TrashPage() {
  const [page, setPage] = useState(1);
  const query = useTrash(page);
  const { user } = useSession();
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / TRASH_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title="Trash"
        description="Deleted records wait here for 30 days, then they are deleted for good. Restoring brings one back as it was."
        crumbs={[{ label: 'Dashboard', href: ADMIN_ROOT }, { label: 'Trash' }]}
      />
      {query.isPending ? (
        <Center py={60} role="status">
          <Loader aria-label="Loading the trash" />
        </Center>
      ) : query.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="Could not open the trash"
        >
          {errorMessage(query.error)}
        </Alert>
      ) : query.data.data.length === 0 ? (
        <Paper p="xl" radius="md" shadow="xs">
          <Text c="dimmed" ta="center">
            The trash is empty.
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} aria-label="Deleted records">
            {query.data.data.map((entry) => (
              <EntryCard key={entry.id} entry={entry} isAdmin={user?.role === 'admin'} />
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={paginationControlLabels}
              mt="sm"
            />
          )}
        </Stack>
      )}
    </>
  );
}
