'use client';

import { Grid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import type { FieldSet } from '@/kit/fields';
import { FormSectionCard } from './FormSectionCard';
import { formSections } from './form-layout';
import type { FormValues } from './form-values';

interface FormSectionsGridProps {
  fieldSet: FieldSet;
  form: UseFormReturnType<FormValues>;
  /** The record being edited; absent on an add page. */
  recordId?: number;
  /** Fields the user may not change, each with why. */
  lockedFields?: Record<string, string>;
}

/** The cards of a form: content and search-engine fields in the main column, short settings beside them. */
export function FormSectionsGrid({ fieldSet, form, recordId, lockedFields }: FormSectionsGridProps) {
  const sections = useMemo(() => formSections(fieldSet), [fieldSet]);
  const cards = (list: typeof sections.main) =>
    list.map((section) => (
      <FormSectionCard
        key={section.title}
        module={fieldSet}
        section={section}
        form={form}
        recordId={recordId}
        lockedFields={lockedFields}
      />
    ));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: sections.side.length ? 8 : 12 }}>
        <Stack gap="lg">{cards(sections.main)}</Stack>
      </Grid.Col>
      {sections.side.length > 0 && (
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">{cards(sections.side)}</Stack>
        </Grid.Col>
      )}
    </Grid>
  );
}
