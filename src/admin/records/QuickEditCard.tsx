'use client';

import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { AnyModule } from '@/kit/define-module';
import type { FieldSet } from '@/kit/fields';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { firstMessages } from '@/lib/field-messages';
import { FieldInput } from './fields/FieldInput';
import { type FormValues, formValuesToPayload, recordToFormValues } from './form-values';
import { type ModuleRecord, usePatchRecord } from './module-api';
import { ownSubmit } from './own-submit';

/**
 * The fields a module lets staff change right from the view page (an inquiry's status and notes),
 * saved with one PATCH of just those fields.
 */
export function QuickEditCard({ module, record }: { module: AnyModule; record: ModuleRecord }) {
  const names = module.quickEdit ?? [];
  const subset: FieldSet = { fields: Object.fromEntries(names.map((name) => [name, module.fields[name]])) };
  const patch = usePatchRecord(module);
  const form = useForm<FormValues>({ mode: 'controlled', initialValues: recordToFormValues(subset, record) });
  if (!names.length) return null;

  const save = (values: FormValues) =>
    patch.mutate(
      { id: record.id, changes: formValuesToPayload(subset, values, 'replace') },
      {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'green', title: 'Saved', message: 'Your changes were saved.' });
        },
        onError: (error) => {
          if (isApiErrorBody(error) && error.errors) form.setErrors(firstMessages(error.errors));
          notifications.show({ color: 'red', title: 'Could not save', message: errorMessage(error) });
        },
      },
    );

  return (
    <Paper
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      shadow="xs"
      component="form"
      onSubmit={ownSubmit(form.onSubmit(save))}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          Follow-up
        </Title>
        {names.map((name) => (
          <FieldInput
            key={name}
            name={name}
            field={module.fields[name]}
            form={form}
            recordId={record.id}
            moduleKey={module.key}
          />
        ))}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={patch.isPending}
            disabled={!form.isDirty()}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
