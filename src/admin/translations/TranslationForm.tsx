'use client';

import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link } from '@/admin/routing/link';
import { type Field, type FieldSet, localizedFieldNames } from '@/kit/fields';
import { LOCALE_LABELS, type TranslatedLocale } from '@/kit/locales';
import { errorMessage, isApiErrorBody, isConnectionFailure } from '@/lib/api-client';
import { firstMessages } from '@/lib/field-messages';
import { FieldDisplay } from '../records/fields/FieldDisplay';
import { FieldInput } from '../records/fields/FieldInput';
import { splitFieldErrors, validateFormValues } from '../records/form-errors';
import { namedProblems, problemsMessage, useRevealFirstProblem } from '../records/form-problems';
import { type FormValues, formValuesToPayload, recordToFormValues } from '../records/form-values';
import { ownSubmit } from '../records/own-submit';
import { ConnectionProblem } from '../unsaved/ConnectionProblem';
import { useFormSafety } from '../unsaved/use-form-safety';
import type { TranslatedValues } from './translation-api';

const PROBLEMS_NOTIFICATION_ID = 'translation-form-problems';

interface TranslationFormProps {
  /** The module or settings page: its localized fields are the form's. */
  fieldSet: FieldSet;
  locale: TranslatedLocale;
  /** The English, shown beside each input. */
  english: Record<string, unknown>;
  /** The record read in `locale`: a field it names untranslated starts empty. */
  translated: TranslatedValues;
  save: (payload: Record<string, unknown>) => Promise<unknown>;
  saving: boolean;
  cancelHref: string;
  /** The record being translated, for inputs that need it (an image picker); absent for settings. */
  recordId?: number;
}

/**
 * The translation of a record or settings page: each localized field's English beside its input.
 * Nothing is required: a field left empty shows the English on the site.
 */
export function TranslationForm(props: TranslationFormProps) {
  const { fieldSet, locale, english, translated, save, saving, cancelHref, recordId } = props;
  const language = LOCALE_LABELS[locale];
  const localized: FieldSet = useMemo(
    () => ({
      fields: Object.fromEntries(
        localizedFieldNames(fieldSet.fields).map((name) => [
          name,
          { ...fieldSet.fields[name], required: false },
        ]),
      ),
    }),
    [fieldSet],
  );
  const untranslated = new Set(translated.translation?.untranslated ?? []);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: recordToFormValues(localized, {
      id: 0,
      ...Object.fromEntries(
        Object.keys(localized.fields).map((name) => [name, untranslated.has(name) ? null : translated[name]]),
      ),
    }),
    validate: (values) =>
      splitFieldErrors(localized, validateFormValues(localized, values, 'replace')).onInputs,
    validateInputOnBlur: true,
  });
  const formElement = useRef<HTMLFormElement>(null);
  useFormSafety(form, formElement);
  const revealFirstProblem = useRevealFirstProblem(formElement);
  const [connectionProblem, setConnectionProblem] = useState<string | null>(null);
  const showProblems = (title: string, messages: string[]) =>
    notifications.show({ id: PROBLEMS_NOTIFICATION_ID, color: 'red', title, message: messages.join(' ') });

  const handleSubmit = (values: FormValues) => {
    setConnectionProblem(null);
    save(formValuesToPayload(localized, values, 'replace')).then(
      () => {
        notifications.hide(PROBLEMS_NOTIFICATION_ID);
        notifications.show({
          color: 'green',
          title: `${language} saved`,
          message: 'The translation was saved.',
        });
        form.resetDirty();
      },
      (error: unknown) => {
        const serverErrors = isApiErrorBody(error) && error.errors ? firstMessages(error.errors) : {};
        const { onInputs, elsewhere } = splitFieldErrors(localized, serverErrors);
        form.setErrors(onInputs);
        if (Object.keys(onInputs).length) revealFirstProblem();
        if (isConnectionFailure(error)) setConnectionProblem(errorMessage(error));
        showProblems('Could not save', [
          errorMessage(error),
          ...namedProblems(localized, onInputs),
          ...elsewhere,
        ]);
      },
    );
  };

  return (
    <form
      ref={formElement}
      onSubmit={ownSubmit(
        form.onSubmit(handleSubmit, (errors) => {
          showProblems('Check the form', [problemsMessage(namedProblems(localized, errors))]);
          revealFirstProblem();
        }),
      )}
      noValidate
      lang={locale}
    >
      <Text c="dimmed" size="sm" mb="md">
        A field left empty shows its English on the {language} pages.
      </Text>
      <Stack gap="lg">
        {Object.entries(localized.fields as Record<string, Field>).map(([name, field]) => (
          <Paper key={name} p={{ base: 'md', sm: 'lg' }} radius="md" shadow="xs" data-translated-field={name}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Box lang="en" miw={0} style={{ overflowWrap: 'anywhere' }}>
                <Title order={2} size="h5" mb={6}>
                  {field.label}{' '}
                  <Text span c="dimmed" size="sm" fw={400}>
                    (English)
                  </Text>
                </Title>
                <FieldDisplay field={field} value={english[name]} />
              </Box>
              <FieldInput
                name={name}
                field={{ ...field, label: `${field.label} (${language})` }}
                form={form}
                recordId={recordId}
              />
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
      <Paper mt="lg" p="md" radius="md" shadow="xs" pos="sticky" bottom={16} style={{ zIndex: 2 }}>
        <ConnectionProblem message={connectionProblem} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} href={cancelHref} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            Save {language}
          </Button>
        </Group>
      </Paper>
    </form>
  );
}
