'use client';

import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import type { AnyModule } from '@/kit/define-module';
import { inSentence } from '@/kit/label-words';
import type { AnyRecord } from '@/kit/record-types';
import { errorMessage } from '@/lib/api-client';
import { type ModuleRecord, useDeleteRecord } from './module-api';
import { recordTitle } from './record-title';

/**
 * Whether any of the records shows on the public site: a lead or a subscriber never did, so it
 * leaves the list (and its exports), not the site. The API answers every stored record with its
 * id and timestamps.
 */
export function shownOnSite(module: AnyModule, records: ModuleRecord[]): boolean {
  return records.some((record) => module.publicPaths(record as AnyRecord).length > 0);
}

/** Asks before deleting a record; reports the outcome in a toast. */
export function useConfirmDelete(module: AnyModule, onDeleted?: () => void) {
  const { mutate: deleteRecord } = useDeleteRecord(module);

  return useCallback(
    (record: ModuleRecord) => {
      const title = recordTitle(module, record);
      const toTrash = module.trash;
      const onSite = shownOnSite(module, [record]);
      modals.openConfirmModal({
        title: toTrash
          ? `Move ${inSentence(module.label.singular)} to the trash?`
          : `Delete ${inSentence(module.label.singular)}?`,
        centered: true,
        children: toTrash ? (
          <Text size="sm">
            &ldquo;{title}&rdquo; will leave {onSite ? 'the site' : 'the list'} and wait in the trash for 30
            days, where it can be restored.
          </Text>
        ) : (
          <Text size="sm">&ldquo;{title}&rdquo; will be deleted for good. This cannot be undone.</Text>
        ),
        labels: { confirm: toTrash ? 'Move to trash' : 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          deleteRecord(record.id, {
            onSuccess: () => {
              notifications.show(
                toTrash
                  ? {
                      color: 'green',
                      title: 'Moved to trash',
                      message: `“${title}” can be restored from the trash for 30 days.`,
                    }
                  : { color: 'green', title: 'Deleted', message: `“${title}” was deleted.` },
              );
              onDeleted?.();
            },
            onError: (error) =>
              notifications.show({ color: 'red', title: 'Could not delete', message: errorMessage(error) }),
          }),
      });
    },
    [module, deleteRecord, onDeleted],
  );
}
