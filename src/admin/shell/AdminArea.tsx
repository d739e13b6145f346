'use client';

import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { AuthGuard } from '../auth/AuthGuard';
import { QueryProvider } from '../providers/QueryProvider';
import { AdminShell } from './AdminShell';

/** Every /admin page: the guard, then server state, modals and the shell, which only signed-in pages use. */
export function AdminArea({ children }: { children: ReactNode }) {
  return (
    <AuthGuard>
      <QueryProvider>
        <ModalsProvider>
          <AdminShell>{children}</AdminShell>
        </ModalsProvider>
      </QueryProvider>
    </AuthGuard>
  );
}
