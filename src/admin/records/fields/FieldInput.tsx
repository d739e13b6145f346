'use client';

import {
  Input,
  NumberInput,
  PasswordInput,
  Rating,
  Select,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { alwaysHasValue, type Field } from '@/kit/fields';
import type { FormValues } from '../form-values';
import { optionLabel } from '../label-case';
import { DateListInput } from './DateListInput';
import { ImageListPicker, ImagePicker, RichTextInput, ServiceIconPicker } from './lazy-inputs';
import { OpeningHoursInput } from './OpeningHoursInput';
import { ReferenceSelect } from './ReferenceSelect';
import { SpecListInput, type SpecRow } from './SpecListInput';
import { SuggestedTextInput } from './SuggestedTextInput';
import { TogglesInput } from './TogglesInput';

interface FieldInputProps {
  name: string;
  field: Field;
  form: UseFormReturnType<FormValues>;
  /** Label of the field a slug is made from, for its placeholder. */
  slugSourceLabel?: string;
  /** Id of the record being edited; absent on the add page. */
  recordId?: number;
  /** Key of the module that record belongs to: a reference into that module cannot pick the record itself. */
  moduleKey?: string;
  /** Why the user may not change this field (its card disables it): shown instead of the help. */
  lockedReason?: string;
}

const TEXT_INPUT_TYPES = { email: 'email', url: 'url', https: 'url', phone: 'tel', link: 'text' } as const;

/** The input for one field, chosen by its kind. */
export function FieldInput({
  name,
  field,
  form,
  slugSourceLabel,
  recordId,
  moduleKey,
  lockedReason,
}: FieldInputProps) {
  const common = {
    label: field.label,
    description: lockedReason ?? field.help,
    withAsterisk: field.required,
  };

  switch (field.kind) {
    case 'text':
      if (field.input === 'serviceIcon') {
        return <ServiceIconPicker {...common} {...form.getInputProps(name)} />;
      }
      if (field.input === 'openingHours') {
        const { value, onChange, onBlur, error } = form.getInputProps(name);
        return (
          <OpeningHoursInput
            {...common}
            error={error}
            value={typeof value === 'string' ? value : ''}
            onChange={onChange}
            onBlur={onBlur}
          />
        );
      }
      if (field.suggestFrom) {
        return (
          <SuggestedTextInput
            {...common}
            {...form.getInputProps(name)}
            source={field.suggestFrom}
            maxLength={field.max}
          />
        );
      }
      return (
        <TextInput
          {...common}
          {...form.getInputProps(name)}
          type={field.format ? TEXT_INPUT_TYPES[field.format] : 'text'}
          maxLength={field.max}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          {...form.getInputProps(name)}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={field.max}
        />
      );
    case 'richText':
      return <RichTextInput {...common} {...form.getInputProps(name)} />;
    case 'slug':
      return (
        <TextInput
          {...common}
          {...form.getInputProps(name)}
          placeholder={`made from ${(slugSourceLabel ?? field.from).toLowerCase()}`}
          spellCheck={false}
          autoCapitalize="none"
        />
      );
    case 'boolean':
      return <Switch {...common} {...form.getInputProps(name, { type: 'checkbox' })} mt="xs" />;
    case 'integer':
      if (field.display === 'stars') {
        const { value, onChange, error } = form.getInputProps(name);
        return (
          <Input.Wrapper {...common} error={error}>
            <Rating value={Number(value) || 0} onChange={onChange} count={field.max ?? 5} size="lg" mt={6} />
          </Input.Wrapper>
        );
      }
      return (
        <NumberInput
          {...common}
          {...form.getInputProps(name)}
          min={field.min}
          max={field.max}
          allowDecimal={false}
        />
      );
    case 'sortOrder':
      return (
        <NumberInput
          {...common}
          {...form.getInputProps(name)}
          description={common.description ?? 'Lower numbers come first.'}
          min={0}
          allowDecimal={false}
          allowNegative={false}
        />
      );
    case 'money':
      return (
        <NumberInput
          {...common}
          {...form.getInputProps(name)}
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          allowNegative={false}
          min={0}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          {...form.getInputProps(name)}
          data={field.options.map((option) => ({ value: option, label: optionLabel(option, field) }))}
          clearable={!alwaysHasValue(field)}
          allowDeselect={!alwaysHasValue(field)}
          placeholder="Choose..."
        />
      );
    case 'stringList':
      if (field.itemFormat === 'date') {
        const { value, onChange, onBlur, error } = form.getInputProps(name);
        return (
          <DateListInput
            {...common}
            error={error}
            value={Array.isArray(value) ? value.map(String) : []}
            onChange={onChange}
            onBlur={onBlur}
            maxItems={field.maxItems}
            suggestions={field.suggestions}
          />
        );
      }
      return (
        <TagsInput
          {...common}
          {...form.getInputProps(name)}
          description={common.description ?? 'Press Enter after each item.'}
          maxTags={field.maxItems}
          clearable
        />
      );
    case 'date':
      return <TextInput {...common} {...form.getInputProps(name)} type="date" />;
    case 'datetime':
      return <TextInput {...common} {...form.getInputProps(name)} type="datetime-local" />;
    case 'reference':
      return (
        <ReferenceSelect
          {...common}
          {...form.getInputProps(name)}
          field={field}
          currentId={field.module === moduleKey ? recordId : undefined}
        />
      );
    case 'specList': {
      const { value, onChange, error } = form.getInputProps(name);
      return (
        <SpecListInput
          {...common}
          error={error}
          value={value as SpecRow[]}
          onChange={onChange}
          maxItems={field.maxItems}
        />
      );
    }
    case 'toggles': {
      const { value, onChange, error } = form.getInputProps(name);
      return (
        <TogglesInput {...common} error={error} options={field.options} value={value} onChange={onChange} />
      );
    }
    case 'password':
    case 'secret':
      return (
        <PasswordInput
          {...common}
          {...form.getInputProps(name)}
          withAsterisk={field.required && recordId === undefined}
          autoComplete="new-password"
          placeholder={recordId === undefined ? undefined : 'Leave empty to keep the current one'}
        />
      );
    case 'image': {
      const { value, onChange, error } = form.getInputProps(name);
      return (
        <ImagePicker
          {...common}
          error={error}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
        />
      );
    }
    case 'imageList': {
      const { value, onChange, error } = form.getInputProps(name);
      return (
        <ImageListPicker
          {...common}
          error={error}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          maxItems={field.maxItems}
        />
      );
    }
    default:
      return null;
  }
}
