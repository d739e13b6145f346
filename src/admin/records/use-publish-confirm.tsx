'use client';

import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AnyModule } from '@/kit/define-module';
import { moduleCalls } from '@/kit/module-calls';
import { errorMessage } from '@/lib/api-client';
import { type ModuleRecord, moduleQueryKeys, type usePatchRecord } from './module-api';
import { recordTitle } from './record-title';

type PatchMutation = ReturnType<typeof usePatchRecord>;

/**
 * The list's publish switch: asks first ("Publish “X”? It will appear on the site."), saves, then
 * says so in a toast whose Undo flips it back. The undo is a plain call, not tied to the row.
 */
export function usePublishConfirm(module: AnyModule, name: string, patch: PatchMutation) {
  const queryClient = useQueryClient();

  const undo = useCallback(
    async (record: ModuleRecord, published: boolean, toastId: string) => {
      notifications.hide(toastId);
      const title = recordTitle(module, record);
      try {
        await moduleCalls(module).update(record.id, { [name]: !published });
        notifications.show({
          color: 'gray',
          title: 'Undone',
          message: published ? `“${title}” is off the site again.` : `“${title}” is back on the site.`,
        });
      } catch (error) {
        notifications.show({ color: 'red', title: 'Could not undo', message: errorMessage(error) });
      } finally {
        await queryClient.invalidateQueries({ queryKey: moduleQueryKeys.all(module) });
      }
    },
    [module, name, queryClient],
  );

  const change = useCallback(
    (record: ModuleRecord, published: boolean) => {
      const title = recordTitle(module, record);
      modals.openConfirmModal({
        title: published ? `Publish “${title}”?` : `Unpublish “${title}”?`,
        centered: true,
        children: (
          <Text size="sm">
            {published ? 'It will appear on the site.' : 'It will disappear from the site.'}
          </Text>
        ),
        labels: { confirm: published ? 'Publish' : 'Unpublish', cancel: 'Cancel' },
        confirmProps: { color: published ? undefined : 'orange' },
        onConfirm: () =>
          // The promise, not mutate()'s callbacks: the row may be gone from a filtered list by then.
          patch.mutateAsync({ id: record.id, changes: { [name]: published } }).then(
            () => {
              const toastId = `publish-${module.key}-${record.id}-${Date.now()}`;
              notifications.show({
                id: toastId,
                color: 'green',
                title: published ? 'Published' : 'Unpublished',
                autoClose: 8000,
                message: (
                  <Stack gap={6} align="flex-start">
                    <span>{published ? `“${title}” is on the site.` : `“${title}” is off the site.`}</span>
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => undo(record, published, toastId)}
                    >
                      Undo
                    </Button>
                  </Stack>
                ),
              });
            },
            (error: unknown) =>
              notifications.show({
                color: 'red',
                title: published ? 'Could not publish' : 'Could not unpublish',
                message: errorMessage(error),
              }),
          ),
      });
    },
    [module, name, patch, undo],
  );

  return change;
}
