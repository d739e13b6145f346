'use client';

import { Box } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type FieldSet, localizedFieldNames } from '@/kit/fields';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import type { TranslationFacts } from '@/kit/record-types';
import { LanguageSwitch } from './LanguageSwitch';
import { TranslationPanel } from './TranslationPanel';
import type { TranslationTarget } from './translation-api';
import { useFormLanguage } from './use-form-language';

interface LanguageFormsProps {
  /** The module or settings page: with no localized field, the English form alone. */
  fieldSet: FieldSet;
  /** The English form. */
  englishForm: ReactNode;
  /** The English values, shown beside each translation's inputs, with their translation facts. */
  english: Record<string, unknown> & { translation?: TranslationFacts };
  target: TranslationTarget;
  cancelHref: string;
  /** The record being translated, for inputs that need it (an image picker); absent for settings. */
  recordId?: number;
}

/**
 * A record's or settings page's form in the language chosen above it (kept in the address). A form
 * once opened stays mounted while another language shows, so switching back and forth keeps what
 * was typed in each (and the unsaved-changes warning still guards a reload or a link away).
 */
export function LanguageForms({
  fieldSet,
  englishForm,
  english,
  target,
  cancelHref,
  recordId,
}: LanguageFormsProps) {
  const [language, setLanguage] = useFormLanguage();
  const [opened, setOpened] = useState<Locale[]>([language]);
  if (localizedFieldNames(fieldSet.fields).length === 0) return englishForm;
  if (!opened.includes(language)) setOpened([...opened, language]);
  return (
    <>
      <LanguageSwitch
        value={language}
        onChange={setLanguage}
        needsTranslation={english.translation?.needsTranslation}
      />
      {opened.map((locale) => (
        <Box key={locale} hidden={locale !== language} data-language-form={locale}>
          {locale === DEFAULT_LOCALE ? (
            englishForm
          ) : (
            <TranslationPanel
              target={target}
              fieldSet={fieldSet}
              locale={locale}
              english={english}
              recordId={recordId}
              cancelHref={cancelHref}
            />
          )}
        </Box>
      ))}
    </>
  );
}
