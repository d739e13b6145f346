'use client';

import { Button, Divider, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Fragment } from 'react';
import type { AnyModule } from '@/modules/kit/define-module';
import type { Field } from '@/modules/kit/fields';
import { modulePaths } from '../routing/resolve-admin-route';
import { PageHeader } from '../shell/PageHeader';
import { FieldDisplay } from './fields/FieldDisplay';
import { formatDateTime } from './fields/format-value';
import type { ModuleRecord } from './module-api';
import { moduleCrumbs } from './module-crumbs';
import { RecordLoader } from './RecordLoader';
import { extraRecordLinks } from './record-links';
import { recordTitle } from './record-title';
import { useConfirmDelete } from './use-confirm-delete';

/** Fields worth a row: everything set, and unset fields other than images (media arrives later). */
function visibleFields(module: AnyModule, record: ModuleRecord): [string, Field][] {
  return Object.entries(module.fields as Record<string, Field>).filter(
    ([name, field]) => field.kind !== 'image' || (record[name] !== null && record[name] !== undefined),
  );
}

function RecordDetails({ module, record }: { module: AnyModule; record: ModuleRecord }) {
  const router = useRouter();
  const confirmDelete = useConfirmDelete(module, () => router.push(modulePaths.list(module)));
  const title = recordTitle(module, record);
  const fields = visibleFields(module, record);

  const actions = (
    <>
      {extraRecordLinks(module, record.id).map((link) => (
        <Button
          key={link.href}
          component={Link}
          href={link.href}
          variant="default"
          leftSection={<link.icon size={16} aria-hidden />}
        >
          {link.label}
        </Button>
      ))}
      {module.pages.includes('edit') && (
        <Button
          component={Link}
          href={modulePaths.edit(module, record.id)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          Edit
        </Button>
      )}
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => confirmDelete(record)}
      >
        Delete
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={title} crumbs={moduleCrumbs(module, { label: title })} actions={actions} />
      <Paper p={{ base: 'md', sm: 'lg' }} radius="md" shadow="xs">
        <Stack gap="md">
          {fields.map(([name, field], index) => (
            <Fragment key={name}>
              {index > 0 && <Divider />}
              <Grid gap="xs">
                <Grid.Col span={{ base: 12, sm: 3 }}>
                  <Text size="sm" fw={600} c="dimmed">
                    {field.label}
                  </Text>
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 9 }}>
                  <FieldDisplay field={field} value={record[name]} />
                </Grid.Col>
              </Grid>
            </Fragment>
          ))}
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed" mt="sm">
        #{record.id}
        {record.createdAt && ` · Created ${formatDateTime(record.createdAt)}`}
        {record.updatedAt && ` · Last changed ${formatDateTime(record.updatedAt)}`}
      </Text>
    </>
  );
}

/** Read-only page of one record, with edit and delete. */
export function ModuleView({ module, id }: { module: AnyModule; id: number }) {
  return (
    <RecordLoader module={module} id={id}>
      {(record) => <RecordDetails module={module} record={record} />}
    </RecordLoader>
  );
}
