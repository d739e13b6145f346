'use client';

import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconRestore } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { AnyModule } from '@/kit/define-module';
import { errorMessage } from '@/lib/api-client';
import type { FieldComparison } from '@/lib/trash';
import { FieldDisplay } from '../records/fields/FieldDisplay';
import { formatDateTime } from '../records/fields/format-value';
import { moduleCrumbs } from '../records/module-crumbs';
import { RecordLoader } from '../records/RecordLoader';
import { recordTitle } from '../records/record-title';
import { modulePaths, recordPath } from '../routing/resolve-admin-route';
import { PageHeader } from '../shell/PageHeader';
import { crumbLabel } from './crumb-label';
import { useRestoreRevision, useRevisionComparison } from './revisions-api';

function ValueCell({
  module,
  field,
  side,
  value,
}: {
  module: AnyModule;
  field: FieldComparison;
  side: string;
  value: unknown;
}) {
  const definition = module.fields[field.name];
  return (
    <Stack gap={4} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {side}
      </Text>
      {definition ? (
        <FieldDisplay field={definition} value={value} />
      ) : (
        <Text size="sm">{String(value)}</Text>
      )}
    </Stack>
  );
}

function FieldRow({ module, field }: { module: AnyModule; field: FieldComparison }) {
  return (
    <Paper
      component="section"
      p="md"
      radius="md"
      shadow="xs"
      aria-label={field.label}
      data-changed={field.changed || undefined}
      style={field.changed ? { borderLeft: '4px solid var(--mantine-color-orange-6)' } : undefined}
    >
      <Title order={2} size="h5" mb="xs">
        {field.label}
        {field.changed && (
          <Text span size="xs" c="orange" fw={600} ml="xs">
            changed
          </Text>
        )}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ValueCell module={module} field={field} side="This version" value={field.revision} />
        <ValueCell module={module} field={field} side="Current" value={field.current} />
      </SimpleGrid>
    </Paper>
  );
}

interface ComparisonProps {
  module: AnyModule;
  id: number;
  revisionId: number;
}

function Comparison({ module, id, revisionId }: ComparisonProps) {
  const router = useRouter();
  const query = useRevisionComparison(module, id, revisionId);
  const restore = useRestoreRevision(module, id);
  const [showUnchanged, setShowUnchanged] = useState(false);

  if (query.isPending) {
    return (
      <Center py={60} role="status">
        <Loader aria-label="Loading the comparison" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Could not compare">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  const revision = query.data;
  const changed = revision.fields.filter((field) => field.changed);
  const shown = showUnchanged ? revision.fields : changed;
  const saved = revision.savedAt ? formatDateTime(revision.savedAt) : 'an earlier save';

  const confirmRestore = () =>
    modals.openConfirmModal({
      title: 'Restore this version?',
      centered: true,
      children: (
        <Text size="sm">
          The {changed.length === 1 ? 'field' : `${changed.length} fields`} that differ will go back to the
          version saved {saved}. The current version is kept in the revisions.
        </Text>
      ),
      labels: { confirm: 'Restore', cancel: 'Cancel' },
      onConfirm: () =>
        restore.mutate(revisionId, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              title: 'Version restored',
              message: `The version saved ${saved} is current again.`,
            });
            router.push(recordPath(module, id));
          },
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: 'Could not restore',
              message: errorMessage(error),
              autoClose: false,
            }),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Version saved <strong>{saved}</strong>
          {revision.userName && `, replaced by ${revision.userName}`} ·{' '}
          {changed.length === 0
            ? 'the same as the current one'
            : `${changed.length} ${changed.length === 1 ? 'field differs' : 'fields differ'} from the current one`}
        </Text>
        <Switch
          label="Show unchanged fields"
          checked={showUnchanged}
          onChange={(event) => setShowUnchanged(event.currentTarget.checked)}
        />
      </Group>
      {shown.map((field) => (
        <FieldRow key={field.name} module={module} field={field} />
      ))}
      <Group>
        <Button
          leftSection={<IconRestore size={16} aria-hidden />}
          onClick={confirmRestore}
          loading={restore.isPending}
          disabled={changed.length === 0}
        >
          Restore this version
        </Button>
      </Group>
    </Stack>
  );
}

/** One earlier version beside the current record, field by field, with a way to restore it. */
export function RevisionComparePage({ module, id, revisionId }: ComparisonProps) {
  return (
    <RecordLoader module={module} id={id}>
      {(record) => {
        const title = recordTitle(module, record);
        return (
          <>
            <PageHeader
              title="Compare with current"
              description={title}
              crumbs={moduleCrumbs(
                module,
                { label: crumbLabel(title), href: recordPath(module, id) },
                { label: 'Revisions', href: modulePaths.revisions(module, id) },
                { label: 'Compare' },
              )}
            />
            <Comparison module={module} id={id} revisionId={revisionId} />
          </>
        );
      }}
    </RecordLoader>
  );
}
