import { ACCESS_TOKEN_KEY, ADMIN_ROOT } from '@/lib/constants';

/** Where a signed-out visitor was going, restored after sign-in. */
const REMEMBERED_PATH_KEY = 'adminReturnPath';

// Storage can be unavailable (private modes, blocked cookies): the session then lives in memory only.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readStoredToken(): string | null {
  return safely(() => window.localStorage.getItem(ACCESS_TOKEN_KEY), null);
}

export function storeToken(token: string): void {
  safely(() => window.localStorage.setItem(ACCESS_TOKEN_KEY, token), undefined);
}

export function removeStoredToken(): void {
  safely(() => window.localStorage.removeItem(ACCESS_TOKEN_KEY), undefined);
}

/** Only back-office paths are remembered, so the return trip can never leave the admin. */
function isAdminPath(path: string): boolean {
  return path === ADMIN_ROOT || path.startsWith(`${ADMIN_ROOT}/`) || path.startsWith(`${ADMIN_ROOT}?`);
}

export function rememberPath(path: string): void {
  if (!isAdminPath(path)) return;
  safely(() => window.sessionStorage.setItem(REMEMBERED_PATH_KEY, path), undefined);
}

/** Reads and forgets the remembered path. */
export function takeRememberedPath(): string | null {
  return safely(() => {
    const path = window.sessionStorage.getItem(REMEMBERED_PATH_KEY);
    window.sessionStorage.removeItem(REMEMBERED_PATH_KEY);
    return path && isAdminPath(path) ? path : null;
  }, null);
}

export function currentBrowserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** A sign-in whose password was right and that waits for its second step (`/auth/verify`), in this tab. */
export interface PendingSignIn {
  challenge: string;
  step: 'code' | 'enrol';
  /** Whose sign-in it is (named on the recovery codes). */
  email: string;
}

const PENDING_SIGN_IN_KEY = 'adminPendingSignIn';

export function storePendingSignIn(pending: PendingSignIn): void {
  safely(() => window.sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending)), undefined);
}

export function readPendingSignIn(): PendingSignIn | null {
  return safely(() => {
    const stored = JSON.parse(window.sessionStorage.getItem(PENDING_SIGN_IN_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { challenge, step, email } = stored as Partial<PendingSignIn>;
    return typeof challenge === 'string' && typeof email === 'string' && (step === 'code' || step === 'enrol')
      ? { challenge, step, email }
      : null;
  }, null);
}

export function clearPendingSignIn(): void {
  safely(() => window.sessionStorage.removeItem(PENDING_SIGN_IN_KEY), undefined);
}
