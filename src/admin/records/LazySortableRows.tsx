'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import type { DraggableRows, SortableRowsProps } from './SortableRows';

// React.lazy, not next/dynamic: the fallback needs the props, to show the plain table meanwhile.
const SortableRows = lazy(() => import('./SortableRows').then((rows) => ({ default: rows.SortableRows })));

interface LazySortableRowsProps extends Omit<SortableRowsProps, 'children'> {
  /** Only a hand-ordered list in its own order loads the drag-and-drop code. */
  enabled: boolean;
  /** The table; without `rows` (not enabled, or still loading) its rows stay put. */
  children: (rows?: DraggableRows) => ReactNode;
}

/** Rows dragged to reorder, with the drag-and-drop library fetched only when a list can use it. */
export function LazySortableRows({ enabled, children, ...rows }: LazySortableRowsProps) {
  if (!enabled) return children();
  return (
    <Suspense fallback={children()}>
      <SortableRows {...rows}>{children}</SortableRows>
    </Suspense>
  );
}
