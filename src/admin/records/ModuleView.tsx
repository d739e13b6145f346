'use client';

import { Button, Divider, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { Fragment } from 'react';
import { Link } from '@/admin/routing/link';
import type { AnyModule } from '@/kit/define-module';
import { type Field, WRITE_ONLY_KINDS } from '@/kit/fields';
import { modulePaths } from '../routing/resolve-admin-route';
import { PageHeader } from '../shell/PageHeader';
import { ComputedFacts } from './ComputedFacts';
import { FieldDisplay } from './fields/FieldDisplay';
import { formatDateTime } from './fields/format-value';
import type { ModuleRecord } from './module-api';
import { moduleCrumbs } from './module-crumbs';
import { QuickEditCard } from './QuickEditCard';
import { RecordLoader } from './RecordLoader';
import { fieldNote, isEmptyValue } from './record-facts';
import { useRecordLimits } from './record-limits';
import { extraRecordLinks } from './record-links';
import { recordTitle } from './record-title';
import { RecordSiteLink } from './SiteLink';
import { createdAtLabel } from './timestamp-labels';
import { useConfirmDelete } from './use-confirm-delete';

/**
 * A row per readable field (write-only ones, such as passwords, never reach the browser); fields
 * changed in the follow-up card show there instead.
 */
function visibleFields(module: AnyModule): [string, Field][] {
  return Object.entries(module.fields as Record<string, Field>).filter(
    ([name, field]) =>
      !WRITE_ONLY_KINDS.includes(field.kind) &&
      !module.quickEdit?.includes(name) &&
      !module.viewFirst?.includes(name) &&
      !module.viewOmit?.includes(name),
  );
}

/** The rows of fields, label beside value from `sm` up; an empty field's note when a fact explains it. */
function FieldRows({
  module,
  fields,
  record,
}: {
  module: AnyModule;
  fields: [string, Field][];
  record: ModuleRecord;
}) {
  return (
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
              <FieldValue module={module} name={name} field={field} record={record} />
            </Grid.Col>
          </Grid>
        </Fragment>
      ))}
    </Stack>
  );
}

function FieldValue({
  module,
  name,
  field,
  record,
}: {
  module: AnyModule;
  name: string;
  field: Field;
  record: ModuleRecord;
}) {
  const note = fieldNote(module, record, name);
  const value = record[name];
  if (note === null) return <FieldDisplay field={field} value={value} />;
  const said = (
    <Group gap={6} wrap="nowrap" align="flex-start" data-field-note>
      <IconAlertTriangle
        size={18}
        color="var(--mantine-color-orange-6)"
        aria-hidden
        style={{ flexShrink: 0 }}
      />
      <Text fw={600}>{note}</Text>
    </Group>
  );
  if (isEmptyValue(value)) return said;
  return (
    <Stack gap={6}>
      <FieldDisplay field={field} value={value} />
      {said}
    </Stack>
  );
}

function RecordDetails({ module, record }: { module: AnyModule; record: ModuleRecord }) {
  const router = useRouter();
  const confirmDelete = useConfirmDelete(module, () => router.push(modulePaths.list(module)));
  const title = recordTitle(module, record);
  const { deleteRefused } = useRecordLimits(module)(record);
  const fields = visibleFields(module);
  const firstFields = (module.viewFirst ?? []).map((name): [string, Field] => [name, module.fields[name]]);
  const sideCards = module.quickEdit?.length || Object.keys(module.computed).length;

  const actions = (
    <>
      <RecordSiteLink module={module} record={record} />
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
      {deleteRefused ? (
        <Text size="sm" c="dimmed" maw={260}>
          {deleteRefused}
        </Text>
      ) : (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => confirmDelete(record)}
        >
          Delete
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader title={title} crumbs={moduleCrumbs(module, { label: title })} actions={actions} />
      {firstFields.length > 0 && (
        // Before anything else, on every screen: what was asked and how to answer.
        <Paper
          component="section"
          aria-label={firstFields.map(([, field]) => field.label).join(' and ')}
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          shadow="xs"
          mb="lg"
          data-view-first
        >
          <FieldRows module={module} fields={firstFields} record={record} />
        </Paper>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: sideCards ? 8 : 12 }}>
          <Paper p={{ base: 'md', sm: 'lg' }} radius="md" shadow="xs">
            <FieldRows module={module} fields={fields} record={record} />
          </Paper>
        </Grid.Col>
        {sideCards ? (
          // First on a phone: the follow-up is what staff came to do.
          <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: -1, lg: 1 }}>
            <Stack gap="lg">
              <QuickEditCard key={record.updatedAt} module={module} record={record} />
              <ComputedFacts module={module} record={record} />
            </Stack>
          </Grid.Col>
        ) : null}
      </Grid>
      <Text size="xs" c="dimmed" mt="sm">
        #{record.id}
        {record.createdAt && ` · ${createdAtLabel(module)} ${formatDateTime(record.createdAt)}`}
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
