'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The back office's links: Next's, without prefetching. The whole back office is one route
 * (`AdminRouter` draws each page from its address), so a prefetch of a link fetched the same route
 * again: every page view sent one request per link in view (about 30 with the sidebar) for nothing,
 * since a click still asks the server for the route once. Prefetching stays possible where a link
 * asks for it (`prefetch`).
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
