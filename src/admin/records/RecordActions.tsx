'use client';

import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@/admin/routing/link';
import type { AnyModule } from '@/kit/define-module';
import { modulePaths } from '../routing/resolve-admin-route';
import type { ModuleRecord } from './module-api';
import { useRecordLimits } from './record-limits';
import { recordTitle } from './record-title';

interface RecordActionsProps {
  module: AnyModule;
  record: ModuleRecord;
  onDelete: (record: ModuleRecord) => void;
}

/**
 * View, edit and delete buttons of a list row (only the pages the module has); a record that cannot
 * be deleted shows a lock that says why instead. On a phone the title already opens the record, so
 * View gives way and Delete sits right beside Edit, on screen.
 */
export function RecordActions({ module, record, onDelete }: RecordActionsProps) {
  const title = recordTitle(module, record);
  const { deleteRefused } = useRecordLimits(module)(record);
  const hasEdit = module.pages.includes('edit');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {module.pages.includes('view') && (
        <Tooltip label="View" withArrow>
          <ActionIcon
            visibleFrom={hasEdit ? 'sm' : undefined}
            component={Link}
            href={modulePaths.view(module, record.id)}
            variant="subtle"
            color="gray"
            aria-label={`View ${title}`}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {hasEdit && (
        <Tooltip label="Edit" withArrow>
          <ActionIcon
            component={Link}
            href={modulePaths.edit(module, record.id)}
            variant="subtle"
            aria-label={`Edit ${title}`}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {deleteRefused ? (
        <Tooltip label={deleteRefused} withArrow multiline maw={220}>
          <ActionIcon variant="subtle" color="gray" aria-label={deleteRefused} data-disabled>
            <IconLock size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label="Delete" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${title}`}
            onClick={() => onDelete(record)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
