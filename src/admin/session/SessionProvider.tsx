'use client';

import { notifications } from '@mantine/notifications';
import { useRouter } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  clearAccessToken,
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  getAccessToken,
  setAccessToken,
  setUnauthorizedHandler,
} from '@/lib/api-client';
import { LOGIN_ROUTE } from '@/lib/constants';
import { initialSessionState, sessionReducer } from '@/lib/session';
import { isValidToken } from '@/lib/token-expiry';
import { dropOtherUsersDrafts, keepUnsavedForms } from '../unsaved/form-drafts';
import { authApi, type RegisterPayload } from './auth-api';
import {
  currentBrowserPath,
  readStoredToken,
  rememberPath,
  removeStoredToken,
  storeToken,
} from './browser-storage';
import { SessionEndingNotice } from './SessionEndingNotice';
import { SessionContext, type SessionContextValue, type VerifiedSignIn } from './session-context';
import { useTokenExpiry } from './use-token-expiry';

/** Holds the back-office session: start-up check, sign-in, sign-out, expiry and revoked tokens. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState);
  const [activeToken, setActiveToken] = useState<string | null>(null);
  const router = useRouter();
  const wasAuthenticated = useRef(false);
  useEffect(() => {
    wasAuthenticated.current = state.isAuthenticated;
  }, [state.isAuthenticated]);
  const signedInUserId = useRef<number | null>(null);
  useEffect(() => {
    signedInUserId.current = state.user?.id ?? null;
  }, [state.user]);

  // The session ends under the user's hands (expired, revoked): their unsaved forms are kept for them.
  const keepUnsavedWork = useCallback(() => {
    if (signedInUserId.current !== null) keepUnsavedForms(signedInUserId.current);
  }, []);

  const startSession = useCallback((token: string) => {
    storeToken(token);
    setAccessToken(token);
    setActiveToken(token);
  }, []);

  const endSession = useCallback(() => {
    removeStoredToken();
    clearAccessToken();
    setActiveToken(null);
    // The cached server state goes with the admin area, which the guard unmounts on sign-out.
    dispatch({ type: 'LOGOUT' });
  }, []);

  /**
   * Logout: the server is told first, so the session's token is refused from then on wherever a
   * copy of it is; signed out here whatever it answers (offline, the session already over).
   */
  const signOut = useCallback(() => {
    void authApi
      .signOut()
      .catch(() => undefined)
      .finally(endSession);
  }, [endSession]);

  // Start-up: a stored, unexpired token is applied and the current user fetched.
  useEffect(() => {
    let cancelled = false;
    const restore = async () => {
      const stored = readStoredToken();
      if (!isValidToken(stored)) {
        if (stored) removeStoredToken();
        dispatch({ type: 'INITIALIZE', payload: { isAuthenticated: false, user: null } });
        return;
      }
      setAccessToken(stored);
      try {
        const { user } = await authApi.currentUser();
        if (cancelled) return;
        setActiveToken(stored);
        dispatch({ type: 'INITIALIZE', payload: { isAuthenticated: true, user } });
      } catch (error) {
        if (cancelled) return;
        console.warn('Session check failed:', errorMessage(error));
        clearAccessToken();
        dispatch({ type: 'INITIALIZE', payload: { isAuthenticated: false, user: null } });
      }
    };
    void restore();
    return () => {
      cancelled = true;
    };
  }, []);

  // A 401 on a call that carried the current token: it was revoked or expired on the server. A 401 for
  // a token already replaced (a password change renews it) says nothing about the session.
  useEffect(() => {
    setUnauthorizedHandler((rejectedToken) => {
      const current = getAccessToken();
      if (!current || (rejectedToken !== undefined && rejectedToken !== current)) return;
      const notify = wasAuthenticated.current;
      if (notify) keepUnsavedWork();
      endSession();
      if (!notify) return;
      notifications.show({
        id: 'session-ended',
        color: 'orange',
        title: 'Signed out',
        message: 'Your session is no longer valid. Please sign in again.',
      });
    });
    return () => setUnauthorizedHandler(null);
  }, [endSession, keepUnsavedWork]);

  const handleExpiry = useCallback(() => {
    notifications.show({
      id: 'token-expired',
      color: 'red',
      title: 'Token expired',
      message: 'Please sign in again to continue.',
      autoClose: 8000,
    });
    rememberPath(currentBrowserPath());
    keepUnsavedWork();
    endSession();
    router.push(LOGIN_ROUTE);
  }, [endSession, keepUnsavedWork, router]);

  useTokenExpiry(activeToken, handleExpiry);

  // Signed in, the toasts' code is fetched ahead: a connection lost later must not keep them from showing.
  useEffect(() => {
    if (state.isAuthenticated) void import('@mantine/notifications').catch(() => undefined);
  }, [state.isAuthenticated]);

  const renewSession = useCallback(async () => {
    const { accessToken } = await authApi.renew();
    startSession(accessToken);
  }, [startSession]);

  const login = useCallback(
    async (email: string, password: string) => {
      let response: Awaited<ReturnType<typeof authApi.login>>;
      try {
        response = await authApi.login(email, password);
      } catch (error) {
        throw new Error(errorMessage(error));
      }
      if (!response.success) throw new Error(response.message || GENERIC_ERROR_MESSAGE);
      if ('challenge' in response) return { challenge: response.challenge, step: response.secondStep };
      dropOtherUsersDrafts(response.data.id);
      startSession(response.accessToken);
      dispatch({ type: 'LOGIN', payload: { user: response.data } });
      return null;
    },
    [startSession],
  );

  const verifySignIn = useCallback(
    async (challenge: string, code: string): Promise<VerifiedSignIn> => {
      const response = await authApi.verify(challenge, code);
      return {
        recoveryCodes: response.recoveryCodes,
        recoveryCodesLeft: response.recoveryCodesLeft,
        complete: () => {
          dropOtherUsersDrafts(response.data.id);
          startSession(response.accessToken);
          dispatch({ type: 'LOGIN', payload: { user: response.data } });
        },
      };
    },
    [startSession],
  );

  const register = useCallback(
    async (payload: RegisterPayload) => {
      const response = await authApi.register(payload);
      startSession(response.accessToken);
      dispatch({ type: 'REGISTER', payload: { user: response.user } });
    },
    [startSession],
  );

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, login, verifySignIn, register, logout: signOut, replaceToken: startSession }),
    [state, login, verifySignIn, register, signOut, startSession],
  );

  return (
    <SessionContext value={value}>
      {children}
      {state.isAuthenticated && <SessionEndingNotice token={activeToken} onRenew={renewSession} />}
    </SessionContext>
  );
}
