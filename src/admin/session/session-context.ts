'use client';

import { createContext, use } from 'react';
import type { SessionState } from '@/lib/session';
import type { RegisterPayload } from './auth-api';

export interface SessionContextValue extends SessionState {
  /** Signs in; throws an Error carrying the server's message when refused. */
  login: (email: string, password: string) => Promise<void>;
  /** Creates the first administrator and signs in; rejects with the API error body when refused. */
  register: (payload: RegisterPayload) => Promise<void>;
  logout: () => void;
  /** Keeps the session going on a renewed token (after a password change revoked the old one). */
  replaceToken: (token: string) => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
