'use client';

import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { Center, Tooltip } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import classes from './SortableRows.module.css';

// Apart from SortableRows so that the order column does not pull the drag-and-drop library in.
export const DragHandleContext = createContext<DraggableProvidedDragHandleProps | null>(null);

/** The grip a row is dragged by; shows only inside a draggable row (see SortableRows). */
export function DragHandle({ label }: { label: string }) {
  const handleProps = useContext(DragHandleContext);
  if (!handleProps) return null;
  return (
    <Tooltip label="Drag to reorder (or Space, then arrow keys)" openDelay={600}>
      <Center {...handleProps} aria-label={label} className={classes.handle}>
        <IconGripVertical size={18} aria-hidden />
      </Center>
    </Tooltip>
  );
}
