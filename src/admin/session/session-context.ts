'use client';

import { createContext, use } from 'react';
import type { SessionState } from '@/lib/session';
import type { RegisterPayload } from './auth-api';
import type { PendingSignIn } from './browser-storage';

/** A second step passed: the recovery codes to show first when it set up the app, then `complete`. */
export interface VerifiedSignIn {
  /** The ten recovery codes of an app set up during this sign-in, shown once. */
  recoveryCodes?: string[];
  recoveryCodesLeft: number;
  /** Starts the session (after the recovery codes were shown). */
  complete: () => void;
}

export interface SessionContextValue extends SessionState {
  /**
   * Checks e-mail and password: signed in (null), or the second step the account needs next.
   * Throws an Error carrying the server's message when refused.
   */
  login: (email: string, password: string) => Promise<Omit<PendingSignIn, 'email'> | null>;
  /** The second step of a sign-in; rejects with the API error body when the code is refused. */
  verifySignIn: (challenge: string, code: string) => Promise<VerifiedSignIn>;
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
