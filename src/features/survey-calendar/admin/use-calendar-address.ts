'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { type CalendarAddress, readCalendarAddress, writeCalendarAddress } from './booking-views';

/**
 * The view and month in the address bar (`?view=month&month=2026-12`), so a reload, a shared link
 * or coming back from a lead keeps them. Replaces the history entry, like the lists' filters.
 */
export function useCalendarAddress() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const go = useCallback(
    (next: CalendarAddress) => {
      const search = writeCalendarAddress(new URLSearchParams(window.location.search), next);
      window.history.replaceState(null, '', search ? `${pathname}?${search}` : pathname);
    },
    [pathname],
  );
  return [readCalendarAddress(searchParams), go] as const;
}
