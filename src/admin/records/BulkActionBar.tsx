'use client';

import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconEye, IconEyeOff, IconTrash, IconX } from '@tabler/icons-react';
import type { AnyModule } from '@/kit/define-module';
import { inSentence } from '@/kit/label-words';
import { useBulkActions } from './use-bulk-actions';
import type { RowSelection } from './use-row-selection';

/** Over a list with rows checked: how many, and what can be done to all of them at once. */
export function BulkActionBar({ module, selection }: { module: AnyModule; selection: RowSelection }) {
  const actions = useBulkActions(module, selection.clear);
  const { records } = selection;
  if (!records.length) return null;
  const busy = actions.running !== null;
  const label = records.length === 1 ? module.label.singular : module.label.plural;

  return (
    <Group
      role="toolbar"
      aria-label="Selected rows"
      justify="space-between"
      gap="xs"
      px="md"
      py="xs"
      bg="var(--mantine-primary-color-light)"
    >
      <Text size="sm" fw={600} aria-live="polite">
        {records.length} {inSentence(label)} selected
      </Text>
      <Group gap="xs">
        {actions.publish && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} aria-hidden />}
            loading={actions.running === 'Publish'}
            disabled={busy}
            onClick={() => actions.publish?.(records)}
          >
            Publish
          </Button>
        )}
        {actions.unpublish && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEyeOff size={14} aria-hidden />}
            loading={actions.running === 'Unpublish'}
            disabled={busy}
            onClick={() => actions.unpublish?.(records)}
          >
            Unpublish
          </Button>
        )}
        {actions.exportSelected && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={actions.running === 'Export'}
            disabled={busy}
            onClick={() => actions.exportSelected?.(records)}
          >
            Export selected
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          loading={actions.running === 'Delete'}
          disabled={busy}
          onClick={() => actions.delete(records)}
        >
          {module.trash ? 'Move to trash' : 'Delete'}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} aria-hidden />}
          disabled={busy}
          onClick={selection.clear}
        >
          Clear selection
        </Button>
      </Group>
    </Group>
  );
}
