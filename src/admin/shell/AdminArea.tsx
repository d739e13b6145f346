'use client';

import type { ReactNode } from 'react';
import { AuthGuard } from '../auth/AuthGuard';
import { AdminShell } from './AdminShell';

/** Every /admin page: the guard, then the shell. */
export function AdminArea({ children }: { children: ReactNode }) {
  return (
    <AuthGuard>
      <AdminShell>{children}</AdminShell>
    </AuthGuard>
  );
}
