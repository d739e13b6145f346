'use client';

import { Alert, Center, Loader } from '@mantine/core';
import type { SettingsDefinition } from '@/kit/define-settings';
import { errorMessage } from '@/lib/api-client';
import { ADMIN_ROOT } from '@/lib/constants';
import { ViewOnSiteButton } from '../records/SiteLink';
import { PageHeader } from '../shell/PageHeader';
import { MailNotConfiguredAlert } from './MailNotConfiguredAlert';
import { SettingsForm } from './SettingsForm';
import { useSettings } from './settings-api';
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
          <SettingsForm key={data.updatedAt ?? 'new'} settings={settings} stored={data} />
        </>
      )}
    </>
  );
}
