'use client';

import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { SessionProvider } from '../session/SessionProvider';
// Evaluated with the providers, before the router hydrates: see the module.
import '../unsaved/popstate-gate';
import { adminColorSchemeManager, DEFAULT_COLOR_SCHEME } from './color-scheme';
import { NotificationsOnDemand } from './NotificationsOnDemand';
import { adminCssVariables, adminTheme } from './theme';

const colorSchemeManager = adminColorSchemeManager();

/**
 * What every back-office page, the sign-in pages included, runs inside: theme (light, dark or the
 * system's, as chosen), toasts and the session. Server state (QueryProvider) and modals belong to the admin area, where they are used.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={adminTheme}
      cssVariablesResolver={adminCssVariables}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      <NotificationsOnDemand />
      <SessionProvider>{children}</SessionProvider>
    </MantineProvider>
  );
}
