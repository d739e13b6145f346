'use client';

import type { ReactNode } from 'react';
import { RegistryProvider } from '@/admin/registry-context';
import { AdminArea } from '@/admin/shell/AdminArea';
import { registry } from '@/registry';

/**
 * The back office composed with this application's registry. A client component: the registry holds
 * icons and screens, which cannot cross from a server component as props.
 */
export function AdminRoot({ children }: { children: ReactNode }) {
  return (
    <RegistryProvider registry={registry}>
      <AdminArea>{children}</AdminArea>
    </RegistryProvider>
  );
}
