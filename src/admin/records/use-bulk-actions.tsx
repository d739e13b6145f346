'use client';

import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AnyModule } from '@/kit/define-module';
import { inSentence } from '@/kit/label-words';
import { moduleCalls } from '@/kit/module-calls';
import { errorMessage } from '@/lib/api-client';
import { downloadCsv } from './download-csv';
import { type ModuleRecord, moduleQueryKeys, type RecordPayload } from './module-api';
import { publishChanges } from './publish-changes';
import { type RecordLimits, useRecordLimits } from './record-limits';
import { shownOnSite } from './use-confirm-delete';

/** Calls at once at most: a selection is a page of rows, sent a few at a time. */
const CONCURRENCY = 3;

/** What happened to the selected records: how many went through, and why the others were refused. */
interface BulkOutcome {
  done: number;
  /** Reason → how many records were refused for it. */
  refused: Map<string, number>;
}

/** "3 deleted, 1 refused: in use" — the reasons as the API (or the record's limits) gave them. */
export function describeOutcome({ done, refused }: BulkOutcome, verb: string): string {
  const refusedCount = [...refused.values()].reduce((sum, count) => sum + count, 0);
  if (!refusedCount) return `${done} ${verb}.`;
  const reasons = [...refused.entries()]
    .map(([reason, count]) => (refused.size > 1 ? `${reason} (${count})` : reason))
    .join('; ');
  return `${done} ${verb}, ${refusedCount} refused: ${reasons}`;
}

/** Runs `action` for each record, a few at a time; a refusal is counted with its reason, never thrown. */
async function forEachRecord(
  records: ModuleRecord[],
  refusedBeforehand: (record: ModuleRecord) => string | null,
  action: (record: ModuleRecord) => Promise<unknown>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: 0, refused: new Map() };
  const refuse = (reason: string) => outcome.refused.set(reason, (outcome.refused.get(reason) ?? 0) + 1);
  const queue = [...records];
  const worker = async () => {
    for (let record = queue.shift(); record; record = queue.shift()) {
      const reason = refusedBeforehand(record);
      if (reason) {
        refuse(reason);
        continue;
      }
      try {
        await action(record);
        outcome.done++;
      } catch (error) {
        refuse(errorMessage(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, records.length) }, worker));
  return outcome;
}

/** Why `changes` cannot be made to a record: one of its fields is locked for the signed-in user. */
const lockedChange = (limits: RecordLimits, changes: RecordPayload) =>
  Object.keys(changes)
    .map((name) => limits.lockedFields[name])
    .find(Boolean) ?? null;

/**
 * The actions of a list's selection: publish and unpublish (modules with a publish flag or status,
 * one PATCH per record), delete (one DELETE per record, after asking) and export (modules with a CSV
 * export). Each reports what went through and what was refused, then `onFinished` runs.
 */
export function useBulkActions(module: AnyModule, onFinished: () => void) {
  const queryClient = useQueryClient();
  const limitsOf = useRecordLimits(module);
  const [running, setRunning] = useState<string | null>(null);

  return useMemo(() => {
    const run = async (
      action: string,
      verb: string,
      outcomeOf: () => Promise<BulkOutcome>,
    ): Promise<void> => {
      setRunning(action);
      try {
        const outcome = await outcomeOf();
        const refused = outcome.refused.size > 0;
        notifications.show({
          color: !refused ? 'green' : outcome.done ? 'yellow' : 'red',
          title: refused ? `Not every ${inSentence(module.label.singular)} was ${verb}` : `${action} done`,
          message: describeOutcome(outcome, verb),
          autoClose: refused ? false : 5000,
        });
      } finally {
        await queryClient.invalidateQueries({ queryKey: moduleQueryKeys.all(module) });
        setRunning(null);
        onFinished();
      }
    };

    const patchEach = (records: ModuleRecord[], changes: RecordPayload) =>
      forEachRecord(
        records,
        (record) => lockedChange(limitsOf(record), changes),
        (record) => moduleCalls(module).update(record.id, changes),
      );

    const deleteEach = (records: ModuleRecord[]) =>
      forEachRecord(
        records,
        (record) => limitsOf(record).deleteRefused,
        async (record) => {
          await moduleCalls(module).remove(record.id);
          queryClient.removeQueries({ queryKey: moduleQueryKeys.record(module, record.id) });
        },
      );

    const changes = publishChanges(module);
    const label = (count: number) =>
      `${count} ${inSentence(count === 1 ? module.label.singular : module.label.plural)}`;

    return {
      running,
      publish: changes
        ? (records: ModuleRecord[]) => run('Publish', 'published', () => patchEach(records, changes.publish))
        : null,
      unpublish: changes
        ? (records: ModuleRecord[]) =>
            run('Unpublish', 'unpublished', () => patchEach(records, changes.unpublish))
        : null,
      delete: (records: ModuleRecord[]) =>
        module.trash
          ? modals.openConfirmModal({
              title: `Move ${label(records.length)} to the trash?`,
              centered: true,
              children: (
                <Text size="sm">
                  The selected {inSentence(module.label.plural)} will leave{' '}
                  {shownOnSite(module, records) ? 'the site' : 'the list'} and wait in the trash for 30 days,
                  where they can be restored.
                </Text>
              ),
              labels: { confirm: 'Move to trash', cancel: 'Cancel' },
              confirmProps: { color: 'red' },
              onConfirm: () => void run('Delete', 'moved to the trash', () => deleteEach(records)),
            })
          : modals.openConfirmModal({
              title: `Delete ${label(records.length)}?`,
              centered: true,
              children: (
                <Text size="sm">The selected {inSentence(module.label.plural)} will be deleted.</Text>
              ),
              labels: { confirm: 'Delete', cancel: 'Cancel' },
              confirmProps: { color: 'red' },
              onConfirm: () => void run('Delete', 'deleted', () => deleteEach(records)),
            }),
      exportSelected: module.exportCsv
        ? async (records: ModuleRecord[]) => {
            setRunning('Export');
            try {
              await downloadCsv(module, { ids: records.map((record) => record.id).join(',') });
            } catch (error) {
              notifications.show({ color: 'red', title: 'Could not export', message: errorMessage(error) });
            } finally {
              setRunning(null);
            }
          }
        : null,
    };
  }, [module, queryClient, limitsOf, running, onFinished]);
}
