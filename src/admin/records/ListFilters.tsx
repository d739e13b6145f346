'use client';

import { Select, type SelectProps } from '@mantine/core';
import type { AnyModule } from '@/kit/define-module';
import type { Field } from '@/kit/fields';
import { inSentence } from '@/kit/label-words';
import { LOCALE_LABELS, TRANSLATED_LOCALES } from '@/kit/locales';
import { ReferenceSelect } from './fields/ReferenceSelect';
import { optionLabel } from './label-case';
import { filterableFields, hasTranslations, NEEDS_TRANSLATION_FILTER } from './list-query';

interface ListFiltersProps {
  module: AnyModule;
  filters: Record<string, string>;
  onChange: (name: string, value: string | null) => void;
}

/** Compact selects for the module's yes/no, enum and reference fields; empty means "all". */
export function ListFilters({ module, filters, onChange }: ListFiltersProps) {
  const byField = filterableFields(module).map(([name, definition]) => {
    const common: SelectProps = {
      value: filters[name] ?? null,
      onChange: (value) => onChange(name, value),
      'aria-label': `Filter by ${inSentence(definition.label)}`,
      placeholder: allLabel(definition),
      clearable: true,
      allowDeselect: true,
      comboboxProps: { withinPortal: true },
      style: { flex: '1 1 150px', maxWidth: 250 },
    };
    if (definition.kind === 'reference') {
      return <ReferenceSelect key={name} field={definition} {...common} />;
    }
    return <Select key={name} {...common} data={filterOptions(definition)} />;
  });
  if (!hasTranslations(module)) return byField;
  return [
    ...byField,
    <Select
      key={NEEDS_TRANSLATION_FILTER}
      value={filters[NEEDS_TRANSLATION_FILTER] ?? null}
      onChange={(value) => onChange(NEEDS_TRANSLATION_FILTER, value)}
      aria-label="Filter by translation"
      placeholder="Any translation"
      clearable
      allowDeselect
      comboboxProps={{ withinPortal: true }}
      style={{ flex: '1 1 150px', maxWidth: 250 }}
      data={TRANSLATED_LOCALES.map((locale) => ({
        value: locale,
        label: `Needs ${LOCALE_LABELS[locale]}`,
      }))}
    />,
  ];
}

function allLabel(definition: Field): string {
  if (definition.kind === 'boolean') return `${definition.label}: any`;
  return `All ${inSentence(plural(definition.label))}`;
}

/** "Category" → "Categories", "Status" → "Statuses": enough for the labels modules use. */
function plural(label: string): string {
  if (/[^aeiou]y$/i.test(label)) return `${label.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/i.test(label)) return `${label}es`;
  return `${label}s`;
}

function filterOptions(definition: Field) {
  if (definition.kind === 'boolean') {
    return [
      { value: 'true', label: definition.label },
      { value: 'false', label: `Not ${inSentence(definition.label)}` },
    ];
  }
  if (definition.kind === 'enum')
    return definition.options.map((option) => ({ value: option, label: optionLabel(option, definition) }));
  return [];
}
