'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { ADMIN_ROOT } from '@/lib/constants';
import { takeRememberedPath } from '../session/browser-storage';
import { useSession } from '../session/session-context';
import { LoadingScreen } from './LoadingScreen';

/** Guest-only pages (login, register): a signed-in user goes on to the admin. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated } = useSession();
  const router = useRouter();

  useEffect(() => {
    if (isAuthenticated) router.replace(takeRememberedPath() ?? ADMIN_ROOT);
  }, [isAuthenticated, router]);

  if (!isInitialized || isAuthenticated) return <LoadingScreen />;
  return children;
}
