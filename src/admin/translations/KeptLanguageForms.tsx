'use client';

import { Box } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from '@/kit/locales';

interface KeptLanguageFormsProps {
  language: Locale;
  english: ReactNode;
  translated: (locale: TranslatedLocale) => ReactNode;
}

/**
 * The English form and each translation's, shown one at a time. A form once opened stays mounted
 * while another language shows, so switching back and forth keeps what was typed in each (and the
 * unsaved-changes warning still guards a reload or a link away).
 */
export function KeptLanguageForms({ language, english, translated }: KeptLanguageFormsProps) {
  const [opened, setOpened] = useState<Locale[]>([language]);
  if (!opened.includes(language)) setOpened([...opened, language]);
  return opened.map((locale) => (
    <Box key={locale} hidden={locale !== language} data-language-form={locale}>
      {locale === DEFAULT_LOCALE ? english : translated(locale)}
    </Box>
  ));
}
