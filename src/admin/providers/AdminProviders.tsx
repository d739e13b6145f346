'use client';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SessionProvider } from '../session/SessionProvider';
import { createQueryClient } from './create-query-client';
import { adminCssVariables, adminTheme } from './theme';

/** Everything a back-office page runs inside: theme, toasts, modals, server state and the session. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariables} forceColorScheme="light">
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ModalsProvider>{children}</ModalsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
