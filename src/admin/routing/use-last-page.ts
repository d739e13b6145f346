'use client';

import { useEffect } from 'react';

/**
 * A paged view opened past its end (an old link, the last row of the last page deleted) goes to
 * its last page once its total is known. True meanwhile: the view shows no empty state then.
 */
export function useLastPageWhenPastTheEnd(
  page: number,
  pageSize: number,
  total: number | undefined,
  goToPage: (page: number) => void,
): boolean {
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const pastTheEnd = total !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) goToPage(lastPage);
  }, [pastTheEnd, lastPage, goToPage]);
  return pastTheEnd;
}
