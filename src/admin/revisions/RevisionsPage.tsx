'use client';

import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowsDiff } from '@tabler/icons-react';
import { Link } from '@/admin/routing/link';
import type { AnyModule } from '@/kit/define-module';
import { errorMessage } from '@/lib/api-client';
import type { RevisionSummary } from '@/lib/trash';
import { timeAgo } from '../activity-log/time-ago';
import { formatDateTime } from '../records/fields/format-value';
import { moduleCrumbs } from '../records/module-crumbs';
import { RecordLoader } from '../records/RecordLoader';
import { recordTitle } from '../records/record-title';
import { modulePaths, recordPath } from '../routing/resolve-admin-route';
import { PageHeader } from '../shell/PageHeader';
import { crumbLabel } from './crumb-label';
import { useRevisions } from './revisions-api';

/** `Title, Body`: changed field names as the form labels them. */
export const fieldLabels = (module: AnyModule, names: string[]) =>
  names.map((name) => module.fields[name]?.label ?? name);

const when = (iso: string) => timeAgo(iso) ?? formatDateTime(iso);

function RevisionCard({
  module,
  id,
  revision,
}: {
  module: AnyModule;
  id: number;
  revision: RevisionSummary;
}) {
  const saved = revision.savedAt ? formatDateTime(revision.savedAt) : 'an earlier save';
  return (
    <Paper
      component="li"
      p="md"
      radius="md"
      shadow="xs"
      style={{ listStyle: 'none' }}
      aria-label={`Version saved ${saved}`}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Text fw={600} lineClamp={2}>
            {revision.title || 'Untitled'}
          </Text>
          <Text size="xs" c="dimmed">
            Saved {saved} · replaced <time dateTime={revision.createdAt}>{when(revision.createdAt)}</time>
            {revision.userName && ` by ${revision.userName}`}
          </Text>
          {revision.changedFields.length > 0 && (
            <Group gap={6}>
              <Text size="xs">That save changed:</Text>
              {fieldLabels(module, revision.changedFields).map((label) => (
                <Badge key={label} size="sm" variant="light" radius="sm" tt="none">
                  {label}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Button
          component={Link}
          href={modulePaths.revision(module, id, revision.id)}
          variant="light"
          leftSection={<IconArrowsDiff size={16} aria-hidden />}
          aria-label={`Compare the version saved ${saved} with the current one`}
        >
          Compare
        </Button>
      </Group>
    </Paper>
  );
}

function RevisionList({ module, id }: { module: AnyModule; id: number }) {
  const query = useRevisions(module, id);
  if (query.isPending) {
    return (
      <Center py={60} role="status">
        <Loader aria-label="Loading the revisions" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="Could not load the revisions"
      >
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Paper p="xl" radius="md" shadow="xs">
        <Text c="dimmed" ta="center">
          No earlier versions yet: each save that changes something keeps the version it replaced.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="Earlier versions">
      {query.data.map((revision) => (
        <RevisionCard key={revision.id} module={module} id={id} revision={revision} />
      ))}
    </Stack>
  );
}

/** A record's earlier versions, newest first (50 kept), each to compare with the current one. */
export function RevisionsPage({ module, id }: { module: AnyModule; id: number }) {
  return (
    <RecordLoader module={module} id={id}>
      {(record) => {
        const title = recordTitle(module, record);
        return (
          <>
            <PageHeader
              title="Revisions"
              description={title}
              crumbs={moduleCrumbs(
                module,
                { label: crumbLabel(title), href: recordPath(module, id) },
                { label: 'Revisions' },
              )}
            />
            <RevisionList module={module} id={id} />
          </>
        );
      }}
    </RecordLoader>
  );
}
