'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './create-query-client';

/**
 * Server state for the pages inside it. Placed below the sign-in guard, so signing out drops the
 * cache with it, and left out of the sign-in page, which has no server state to keep.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
