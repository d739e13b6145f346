'use client';

import { Button, Group, Paper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { SettingsDefinition } from '@/kit/define-settings';
import { errorMessage, isApiErrorBody, isConnectionFailure } from '@/lib/api-client';
import { firstMessages } from '@/lib/field-messages';
import { FormSectionsGrid } from '../records/FormSectionsGrid';
import { formatDateTime } from '../records/fields/format-value';
import { splitFieldErrors, validateFormValues } from '../records/form-errors';
import { namedProblems, problemsMessage, useRevealFirstProblem } from '../records/form-problems';
import { type FormValues, formValuesToPayload, recordToFormValues } from '../records/form-values';
import type { ModuleRecord } from '../records/module-api';
import { ownSubmit } from '../records/own-submit';
import { ConnectionProblem } from '../unsaved/ConnectionProblem';
import { useFormSafety } from '../unsaved/use-form-safety';
import { type SettingsRecord, useSaveSettings } from './settings-api';

interface SettingsFormProps {
  settings: SettingsDefinition;
  stored: SettingsRecord;
}

/** The form of one settings page: the same field inputs and checks as every module form. */
export function SettingsForm({ settings, stored }: SettingsFormProps) {
  const save = useSaveSettings(settings);
  // Settings are saved whole (PUT), like editing a record.
  const record: ModuleRecord = { ...stored, id: 0, updatedAt: stored.updatedAt ?? undefined };
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: recordToFormValues(settings, record),
    validate: (values) =>
      splitFieldErrors(settings, validateFormValues(settings, values, 'replace', record)).onInputs,
    validateInputOnBlur: true,
  });
  const formElement = useRef<HTMLFormElement>(null);
  useFormSafety(form, formElement);
  const [connectionProblem, setConnectionProblem] = useState<string | null>(null);
  const revealFirstProblem = useRevealFirstProblem(formElement);

  const handleSubmit = (values: FormValues) => {
    setConnectionProblem(null);
    save.mutate(formValuesToPayload(settings, values, 'replace', record), {
      onSuccess: () => {
        form.resetDirty(values);
        notifications.show({
          color: 'green',
          title: 'Settings saved',
          message: `Your changes to ${settings.label} were saved.`,
        });
      },
      onError: (error) => {
        const serverErrors = isApiErrorBody(error) && error.errors ? firstMessages(error.errors) : {};
        const { onInputs, elsewhere } = splitFieldErrors(settings, serverErrors);
        form.setErrors(onInputs);
        if (Object.keys(onInputs).length) revealFirstProblem();
        if (isConnectionFailure(error)) setConnectionProblem(errorMessage(error));
        notifications.show({
          color: 'red',
          title: 'Could not save',
          message: [errorMessage(error), problemsMessage(namedProblems(settings, onInputs)), ...elsewhere]
            .filter(Boolean)
            .join(' '),
        });
      },
    });
  };

  return (
    <form
      ref={formElement}
      onSubmit={ownSubmit(
        form.onSubmit(handleSubmit, (errors) => {
          notifications.show({
            color: 'red',
            title: 'Check the form',
            message: problemsMessage(namedProblems(settings, errors)),
          });
          revealFirstProblem();
        }),
      )}
      noValidate
    >
      <FormSectionsGrid fieldSet={settings} form={form} recordId={0} />
      <Paper mt="lg" p="md" radius="md" shadow="xs" pos="sticky" bottom={16} style={{ zIndex: 2 }}>
        <ConnectionProblem message={connectionProblem} />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {stored.updatedAt ? `Last saved ${formatDateTime(stored.updatedAt)}` : 'Not saved yet'}
          </Text>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Save settings
          </Button>
        </Group>
      </Paper>
    </form>
  );
}
