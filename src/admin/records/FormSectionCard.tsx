import { Fieldset, Paper, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Field, FieldSet } from '@/kit/fields';
import { FieldInput } from './fields/FieldInput';
import type { FormSection } from './form-layout';
import type { FormValues } from './form-values';

interface FormSectionCardProps {
  module: FieldSet;
  section: FormSection;
  form: UseFormReturnType<FormValues>;
  recordId?: number;
  lockedFields?: Record<string, string>;
}

export function FormSectionCard({ module, section, form, recordId, lockedFields }: FormSectionCardProps) {
  const fields = module.fields as Record<string, Field>;
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" shadow="xs">
      <Stack gap="md">
        <Title order={2} size="h4">
          {section.title}
        </Title>
        {section.fields.map(([name, field]) => {
          const input = (
            <FieldInput
              key={name}
              name={name}
              field={field}
              form={form}
              recordId={recordId}
              lockedReason={lockedFields?.[name]}
              moduleKey={'key' in module ? String(module.key) : undefined}
              slugSourceLabel={field.kind === 'slug' ? fields[field.from]?.label : undefined}
            />
          );
          // A locked field is shown, with why, but cannot be changed.
          return lockedFields?.[name] ? (
            <Fieldset key={name} variant="unstyled" disabled>
              {input}
            </Fieldset>
          ) : (
            input
          );
        })}
      </Stack>
    </Paper>
  );
}
