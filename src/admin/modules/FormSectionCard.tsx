import { Paper, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Field, FieldSet } from '@/modules/kit/fields';
import { FieldInput } from './fields/FieldInput';
import type { FormSection } from './form-layout';
import type { FormValues } from './form-values';

interface FormSectionCardProps {
  module: FieldSet;
  section: FormSection;
  form: UseFormReturnType<FormValues>;
  recordId?: number;
}

export function FormSectionCard({ module, section, form, recordId }: FormSectionCardProps) {
  const fields = module.fields as Record<string, Field>;
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" shadow="xs">
      <Stack gap="md">
        <Title order={2} size="h4">
          {section.title}
        </Title>
        {section.fields.map(([name, field]) => (
          <FieldInput
            key={name}
            name={name}
            field={field}
            form={form}
            recordId={recordId}
            moduleKey={'key' in module ? String(module.key) : undefined}
            slugSourceLabel={field.kind === 'slug' ? fields[field.from]?.label : undefined}
          />
        ))}
      </Stack>
    </Paper>
  );
}
