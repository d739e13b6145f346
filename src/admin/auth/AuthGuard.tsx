'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { rememberPath, takeRememberedPath } from '../session/browser-storage';
import { useSession } from '../session/session-context';
import { LoadingScreen } from './LoadingScreen';

// Signed-in visits, nearly all of them, never show the login form: its code loads when needed.
const LoginScreen = dynamic(() => import('./LoginScreen').then((screen) => screen.LoginScreen), {
  loading: () => <LoadingScreen />,
});

/**
 * Admin pages: `Loading ...` until the session is known; signed out, the login screen in place of
 * the page with the requested path remembered; signed in, the page, back at the remembered path.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated } = useSession();
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    if (!isInitialized) return;
    if (!isAuthenticated) {
      rememberPath(pathname);
      return;
    }
    const remembered = takeRememberedPath();
    if (remembered && remembered !== pathname) router.replace(remembered);
  }, [isInitialized, isAuthenticated, pathname, router]);

  if (!isInitialized) return <LoadingScreen />;
  if (!isAuthenticated) return <LoginScreen />;
  return children;
}
