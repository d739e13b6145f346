'use client';

import { Alert, Center, Loader } from '@mantine/core';
import type { SettingsDefinition } from '@/kit/define-settings';
import { localizedFieldNames } from '@/kit/fields';
import type { TranslationFacts } from '@/kit/record-types';
import { errorMessage } from '@/lib/api-client';
import { ADMIN_ROOT } from '@/lib/constants';
import { ViewOnSiteButton } from '../records/SiteLink';
import { PageHeader } from '../shell/PageHeader';
import { KeptLanguageForms } from '../translations/KeptLanguageForms';
import { LanguageSwitch } from '../translations/LanguageSwitch';
import { TranslationPanel } from '../translations/TranslationPanel';
import { useFormLanguage } from '../translations/use-form-language';
import { MailNotConfiguredAlert } from './MailNotConfiguredAlert';
import { SettingsForm } from './SettingsForm';
import { type SettingsRecord, settingsQueryKey, useSettings } from './settings-api';
import { TestEmailButton } from './TestEmailButton';

export function SettingsPage({ settings }: { settings: SettingsDefinition }) {
  const { data, error, isPending } = useSettings(settings);
  return (
    <>
      <PageHeader
        title={settings.label}
        description={settings.description}
        crumbs={[{ label: 'Dashboard', href: ADMIN_ROOT }, { label: settings.label }]}
        actions={
          settings.key === 'email' ? (
            <TestEmailButton />
          ) : settings.sitePath ? (
            <ViewOnSiteButton path={settings.sitePath} />
          ) : undefined
        }
      />
      {isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading settings" />
        </Center>
      ) : error ? (
        <Alert color="red" title="Could not load the settings">
          {errorMessage(error)}
        </Alert>
      ) : (
        <>
          {settings.key === 'email' && (
            <MailNotConfiguredAlert onSettingsPage settingsVersion={data.updatedAt} />
          )}
          <SettingsLanguages settings={settings} stored={data} />
        </>
      )}
    </>
  );
}

/** The settings form in the language chosen above it, for a page with localized fields. */
function SettingsLanguages({ settings, stored }: { settings: SettingsDefinition; stored: SettingsRecord }) {
  const [language, setLanguage] = useFormLanguage();
  const english = <SettingsForm key={stored.updatedAt ?? 'new'} settings={settings} stored={stored} />;
  if (localizedFieldNames(settings.fields).length === 0) return english;
  const facts = (stored as { translation?: TranslationFacts }).translation;
  return (
    <>
      <LanguageSwitch value={language} onChange={setLanguage} needsTranslation={facts?.needsTranslation} />
      <KeptLanguageForms
        language={language}
        english={english}
        translated={(locale) => (
          <TranslationPanel
            target={{ path: `/settings/${settings.key}`, englishKey: settingsQueryKey(settings) }}
            fieldSet={settings}
            locale={locale}
            english={stored}
            cancelHref={ADMIN_ROOT}
          />
        )}
      />
    </>
  );
}
