'use client';

import { Button, Group, Paper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Link } from '@/admin/routing/link';
import type { AnyModule } from '@/kit/define-module';
import { inSentence } from '@/kit/label-words';
import { errorMessage, isApiErrorBody, isConnectionFailure } from '@/lib/api-client';
import { firstMessages } from '@/lib/field-messages';
import { modulePaths } from '../routing/resolve-admin-route';
import { ConnectionProblem } from '../unsaved/ConnectionProblem';
import { useFormSafety } from '../unsaved/use-form-safety';
import { FormSectionsGrid } from './FormSectionsGrid';
import { splitFieldErrors, validateFormValues } from './form-errors';
import { namedProblems, problemsMessage, useRevealFirstProblem } from './form-problems';
import { type FormValues, formValuesToPayload, initialFormValues, recordToFormValues } from './form-values';
import { type ModuleRecord, useSaveRecord } from './module-api';
import { ownSubmit } from './own-submit';
import { useRecordLimits } from './record-limits';
import { recordTitle } from './record-title';

const PROBLEMS_NOTIFICATION_ID = 'module-form-problems';

interface ModuleFormProps {
  module: AnyModule;
  /** The record being edited; absent on the add page. */
  record?: ModuleRecord;
}

/** Add or edit form of any module, built from its fields and checked by its create schema. */
export function ModuleForm({ module, record }: ModuleFormProps) {
  const router = useRouter();
  const mode = record ? 'replace' : 'create';
  const save = useSaveRecord(module, record?.id);
  const { lockedFields } = useRecordLimits(module)(record);

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: record ? recordToFormValues(module, record) : initialFormValues(module),
    validate: (values) => splitFieldErrors(module, validateFormValues(module, values, mode, record)).onInputs,
    validateInputOnBlur: true,
  });
  const formElement = useRef<HTMLFormElement>(null);
  useFormSafety(form, formElement);
  const [connectionProblem, setConnectionProblem] = useState<string | null>(null);
  const revealFirstProblem = useRevealFirstProblem(formElement);

  const showProblems = (title: string, messages: string[]) => {
    notifications.show({ id: PROBLEMS_NOTIFICATION_ID, color: 'red', title, message: messages.join(' ') });
  };

  const handleSubmit = (values: FormValues) => {
    const clientErrors = splitFieldErrors(module, validateFormValues(module, values, mode, record));
    if (clientErrors.elsewhere.length) {
      showProblems('Cannot save yet', clientErrors.elsewhere);
      return;
    }
    setConnectionProblem(null);

    // The promise, not mutate()'s callbacks: saving refreshes the record, which remounts this form
    // on the edit page, and callbacks of an unmounted observer never run (no toast, no navigation).
    save.mutateAsync(formValuesToPayload(module, values, mode, record)).then(
      (saved) => {
        notifications.hide(PROBLEMS_NOTIFICATION_ID);
        notifications.show({
          color: 'green',
          title: record ? 'Changes saved' : `${module.label.singular} added`,
          message: `“${recordTitle(module, saved)}” was saved.`,
        });
        form.resetDirty();
        router.push(
          module.pages.includes('view') ? modulePaths.view(module, saved.id) : modulePaths.list(module),
        );
      },
      (error: unknown) => {
        const serverErrors = isApiErrorBody(error) && error.errors ? firstMessages(error.errors) : {};
        const { onInputs, elsewhere } = splitFieldErrors(module, serverErrors);
        form.setErrors(onInputs);
        if (Object.keys(onInputs).length) revealFirstProblem();
        if (isConnectionFailure(error)) setConnectionProblem(errorMessage(error));
        showProblems('Could not save', [
          errorMessage(error),
          ...namedProblems(module, onInputs),
          ...elsewhere,
        ]);
      },
    );
  };

  const cancelPath =
    record && module.pages.includes('view') ? modulePaths.view(module, record.id) : modulePaths.list(module);

  return (
    <form
      ref={formElement}
      onSubmit={ownSubmit(
        form.onSubmit(handleSubmit, (errors) => {
          showProblems('Check the form', [problemsMessage(namedProblems(module, errors))]);
          revealFirstProblem();
        }),
      )}
      noValidate
    >
      <FormSectionsGrid fieldSet={module} form={form} recordId={record?.id} lockedFields={lockedFields} />
      <Paper mt="lg" p="md" radius="md" shadow="xs" pos="sticky" bottom={16} style={{ zIndex: 2 }}>
        <ConnectionProblem message={connectionProblem} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} href={cancelPath} variant="default">
            Cancel
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {record ? 'Save changes' : `Add ${inSentence(module.label.singular)}`}
          </Button>
        </Group>
      </Paper>
    </form>
  );
}
