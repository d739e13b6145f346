'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { Registry } from '@/kit/registry';
import { type AdminNavigation, adminNavigation } from './navigation';

const RegistryContext = createContext<Registry | null>(null);

/**
 * Gives every back-office screen the application it runs: the app's admin route composes the engine
 * with the registry here, so nothing in `src/admin` imports a module or the registry.
 */
export function RegistryProvider({ registry, children }: { registry: Registry; children: ReactNode }) {
  return <RegistryContext value={registry}>{children}</RegistryContext>;
}

export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry)
    throw new Error('The back office was rendered without its registry: wrap it in <RegistryProvider>.');
  return registry;
}

/** The sidebar's and the dashboard's links, built once per registry. */
export function useAdminNavigation(): AdminNavigation {
  return adminNavigation(useRegistry());
}
