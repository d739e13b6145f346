'use client';

import { Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import type { SettingsDefinition } from '@/modules/kit/define-settings';
import { FormSectionCard } from '../modules/FormSectionCard';
import { formatDateTime } from '../modules/fields/format-value';
import { firstMessages, splitFieldErrors, validateFormValues } from '../modules/form-errors';
import { formSections } from '../modules/form-layout';
import { type FormValues, formValuesToPayload, recordToFormValues } from '../modules/form-values';
import type { ModuleRecord } from '../modules/module-api';
import { type SettingsRecord, useSaveSettings } from './settings-api';

interface SettingsFormProps {
  settings: SettingsDefinition;
  stored: SettingsRecord;
}

/** The form of one settings page: the same field inputs and checks as every module form. */
export function SettingsForm({ settings, stored }: SettingsFormProps) {
  const save = useSaveSettings(settings);
  const sections = useMemo(() => formSections(settings), [settings]);
  // Settings are saved whole (PUT), like editing a record.
  const record: ModuleRecord = { ...stored, id: 0, updatedAt: stored.updatedAt ?? undefined };
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: recordToFormValues(settings, record),
    validate: (values) =>
      splitFieldErrors(settings, validateFormValues(settings, values, 'replace', record)).onInputs,
    validateInputOnBlur: true,
  });

  const handleSubmit = (values: FormValues) => {
    save.mutate(formValuesToPayload(settings, values, 'replace', record), {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Settings saved',
          message: `${settings.label} were saved.`,
        });
      },
      onError: (error) => {
        const serverErrors = isApiErrorBody(error) && error.errors ? firstMessages(error.errors) : {};
        const { onInputs, elsewhere } = splitFieldErrors(settings, serverErrors);
        form.setErrors(onInputs);
        notifications.show({
          color: 'red',
          title: 'Could not save',
          message: [errorMessage(error), ...elsewhere].join(' '),
        });
      },
    });
  };

  const renderSection = (section: (typeof sections.main)[number]) => (
    <FormSectionCard key={section.title} module={settings} section={section} form={form} recordId={0} />
  );

  return (
    <form
      onSubmit={form.onSubmit(handleSubmit, () =>
        notifications.show({ color: 'red', title: 'Check the form', message: 'Some fields need attention.' }),
      )}
      noValidate
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: sections.side.length ? 8 : 12 }}>
          <Stack gap="lg">{sections.main.map(renderSection)}</Stack>
        </Grid.Col>
        {sections.side.length > 0 && (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">{sections.side.map(renderSection)}</Stack>
          </Grid.Col>
        )}
      </Grid>
      <Paper mt="lg" p="md" radius="md" shadow="xs" pos="sticky" bottom={16} style={{ zIndex: 2 }}>
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
