'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo } from 'react';
import type { AnyModule } from '@/kit/define-module';
import { correctedListQuery, type ListState, parseListQuery, serializeListQuery } from './list-query';

/**
 * The list state kept in the address bar. Changes replace the history entry (Next's router follows
 * `history.replaceState` without a server round trip), so paging does not fill the back button.
 */
export function useListQueryState(module: AnyModule) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const state = useMemo(
    () => parseListQuery(module, new URLSearchParams(searchParams.toString())),
    [module, searchParams],
  );

  const update = useCallback(
    (changes: Partial<ListState>) => {
      // From the address bar itself: two changes in one tick must not overwrite each other.
      const current = parseListQuery(module, new URLSearchParams(window.location.search));
      const query = serializeListQuery(module, { ...current, ...changes });
      window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname);
    },
    [module, pathname],
  );

  // An address with a value the list does not take (`page=abc`, `pageSize=25`) is made to say
  // what the list shows, so a reload, a bookmark or a shared link agree with the screen.
  useEffect(() => {
    const corrected = correctedListQuery(module, new URLSearchParams(searchParams.toString()));
    if (corrected !== null)
      window.history.replaceState(null, '', corrected ? `${pathname}?${corrected}` : pathname);
  }, [module, pathname, searchParams]);

  return [state, update] as const;
}
