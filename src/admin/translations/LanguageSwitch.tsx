'use client';

import { Badge, Group, SegmentedControl } from '@mantine/core';
import { LOCALE_LABELS, LOCALE_NAMES, LOCALES, type Locale, type TranslatedLocale } from '@/kit/locales';

interface LanguageSwitchProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** Languages whose translation lags behind the English, marked beside the switch. */
  needsTranslation?: readonly TranslatedLocale[];
}

/** English or a translation: which one the form below edits. */
export function LanguageSwitch({ value, onChange, needsTranslation = [] }: LanguageSwitchProps) {
  return (
    <Group gap="sm" mb="md" wrap="wrap">
      <SegmentedControl
        aria-label="Language to edit"
        value={value}
        onChange={(next) => onChange(next as Locale)}
        data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      />
      {needsTranslation.map((locale) => (
        <Badge
          key={locale}
          color="orange"
          variant="light"
          radius="sm"
          tt="none"
          data-needs-translation={locale}
        >
          {LOCALE_LABELS[locale]}: needs translation
        </Badge>
      ))}
    </Group>
  );
}
