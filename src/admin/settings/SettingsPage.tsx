'use client';

import { Alert, Center, Loader } from '@mantine/core';
import type { SettingsDefinition } from '@/kit/define-settings';
import type { TranslationFacts } from '@/kit/record-types';
import { errorMessage } from '@/lib/api-client';
import { ADMIN_ROOT } from '@/lib/constants';
import { ViewOnSiteButton } from '../records/SiteLink';
import { PageHeader } from '../shell/PageHeader';
import { LanguageForms } from '../translations/LanguageForms';
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
  return (
    <LanguageForms
      fieldSet={settings}
      englishForm={<SettingsForm key={stored.updatedAt ?? 'new'} settings={settings} stored={stored} />}
      english={stored as SettingsRecord & { translation?: TranslationFacts }}
      target={{ path: `/settings/${settings.key}`, englishKey: settingsQueryKey(settings) }}
      cancelHref={ADMIN_ROOT}
    />
  );
}
