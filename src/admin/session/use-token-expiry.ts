'use client';

import { useEffect } from 'react';
import { readTokenExpiry, scheduleExpiry } from '@/lib/token-expiry';

/** Runs `onExpire` when the active token's `exp` is reached (at once if it already has). */
export function useTokenExpiry(token: string | null, onExpire: () => void): void {
  useEffect(() => {
    if (!token) return;
    const exp = readTokenExpiry(token);
    if (exp === null) return;
    return scheduleExpiry(exp, onExpire);
  }, [token, onExpire]);
}
