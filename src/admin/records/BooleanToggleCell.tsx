'use client';

import { Group, Switch, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import type { AnyModule } from '@/kit/define-module';
import type { BooleanField } from '@/kit/fields';
import { errorMessage } from '@/lib/api-client';
import { type ModuleRecord, usePatchRecord } from './module-api';
import { useRecordLimits } from './record-limits';
import { recordTitle } from './record-title';
import { usePublishConfirm } from './use-publish-confirm';

interface BooleanToggleCellProps {
  module: AnyModule;
  record: ModuleRecord;
  name: string;
  field: BooleanField;
}

/** A value the user may not change here: shown with a lock that says why. */
function LockedValue({ value, reason }: { value: boolean; reason: string }) {
  return (
    <Tooltip label={reason} withArrow multiline maw={220}>
      <Group gap={4} wrap="nowrap" tabIndex={0} aria-label={`${value ? 'Yes' : 'No'}. ${reason}`}>
        <IconLock size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          {value ? 'Yes' : 'No'}
        </Text>
      </Group>
    </Tooltip>
  );
}

/**
 * A yes/no column switched right from the list (PATCH of that one field); the `published` switch
 * asks first and offers an undo.
 */
export function BooleanToggleCell({ module, record, name, field }: BooleanToggleCellProps) {
  const patch = usePatchRecord(module);
  const confirmPublish = usePublishConfirm(module, name, patch);
  const lockedReason = useRecordLimits(module)(record).lockedFields[name];
  // Until the list has refetched, show the value being saved.
  const checked = patch.isPending ? Boolean(patch.variables?.changes[name]) : Boolean(record[name]);
  if (lockedReason) return <LockedValue value={checked} reason={lockedReason} />;

  const save = (value: boolean) =>
    patch.mutate(
      { id: record.id, changes: { [name]: value } },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: `Could not change ${field.label}`,
            message: errorMessage(error),
          }),
      },
    );

  return (
    <Switch
      checked={checked}
      disabled={patch.isPending}
      aria-label={`${field.label}: ${recordTitle(module, record)}`}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) =>
        name === 'published'
          ? confirmPublish(record, event.currentTarget.checked)
          : save(event.currentTarget.checked)
      }
    />
  );
}
