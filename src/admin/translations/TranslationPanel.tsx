'use client';

import { Alert, Center, Loader } from '@mantine/core';
import type { FieldSet } from '@/kit/fields';
import { LOCALE_LABELS, type TranslatedLocale } from '@/kit/locales';
import { errorMessage } from '@/lib/api-client';
import { TranslationForm } from './TranslationForm';
import { type TranslationTarget, useSaveTranslation, useTranslationRead } from './translation-api';

interface TranslationPanelProps {
  target: TranslationTarget;
  fieldSet: FieldSet;
  locale: TranslatedLocale;
  english: Record<string, unknown>;
  cancelHref: string;
  recordId?: number;
}

/** Loads a record's or settings page's translation, then its form. */
export function TranslationPanel({
  target,
  fieldSet,
  locale,
  english,
  cancelHref,
  recordId,
}: TranslationPanelProps) {
  const read = useTranslationRead(target, locale);
  const save = useSaveTranslation(target, locale);
  if (read.isPending) {
    return (
      <Center py={80} role="status">
        <Loader aria-label={`Loading the ${LOCALE_LABELS[locale]} translation`} />
      </Center>
    );
  }
  if (read.isError) {
    return (
      <Alert color="red" variant="light" title="Could not load the translation">
        {errorMessage(read.error)}
      </Alert>
    );
  }
  return (
    <TranslationForm
      key={String(read.data.updatedAt ?? 'new')}
      fieldSet={fieldSet}
      locale={locale}
      english={english}
      translated={read.data}
      save={save.mutateAsync}
      saving={save.isPending}
      cancelHref={cancelHref}
      recordId={recordId}
    />
  );
}
