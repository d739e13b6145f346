'use client';

import {
  DragDropContext,
  Draggable,
  type DraggableProvidedDragHandleProps,
  Droppable,
  type DropResult,
} from '@hello-pangea/dnd';
import { Center, type TableTrProps, Tooltip } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { DataTableDraggableRow } from 'mantine-datatable';
import { createContext, type ReactNode, useContext } from 'react';
import type { ModuleRecord } from './module-api';
import classes from './SortableRows.module.css';

/*
 * Row dragging as mantine-datatable documents it: @hello-pangea/dnd around the table, each row a
 * Draggable. Its keyboard sensor is the keyboard way to reorder: focus a handle, Space to lift,
 * arrow keys to move, Space to drop, Escape to cancel; every step is announced to screen readers.
 */

const DragHandleContext = createContext<DraggableProvidedDragHandleProps | null>(null);

/** The grip a row is dragged by; rendered in the order column of a row made by `sortableRowFactory`. */
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

/** `tableWrapper` of the DataTable: the drop area. A stable function, so the table never remounts. */
export function droppableTableWrapper({ children }: { children: ReactNode }) {
  return (
    <Droppable droppableId="module-list">
      {(provided) => (
        <div ref={provided.innerRef} {...provided.droppableProps}>
          {children}
          {/* The placeholder is a row while a row is lifted: it needs a table around it to be valid. */}
          <table role="presentation" className={classes.placeholder}>
            <tbody>{provided.placeholder}</tbody>
          </table>
        </div>
      )}
    </Droppable>
  );
}

interface RowFactoryProps {
  record: ModuleRecord;
  index: number;
  children: ReactNode;
  rowProps: TableTrProps;
}

/** `rowFactory` of the DataTable: every row draggable by its handle unless `disabled` (a save runs). */
export function sortableRowFactory(disabled: boolean) {
  return function SortableRow({ record, index, children, rowProps }: RowFactoryProps) {
    return (
      <Draggable key={record.id} draggableId={String(record.id)} index={index} isDragDisabled={disabled}>
        {(provided, snapshot) => (
          <DataTableDraggableRow
            isDragging={snapshot.isDragging}
            {...rowProps}
            className={[rowProps.className, classes.row].filter(Boolean).join(' ')}
            ref={provided.innerRef}
            {...provided.draggableProps}
          >
            <DragHandleContext.Provider value={provided.dragHandleProps}>
              {children}
            </DragHandleContext.Provider>
          </DataTableDraggableRow>
        )}
      </Draggable>
    );
  };
}

interface SortableRowsProps {
  onMove: (move: { from: number; to: number }) => void;
  children: ReactNode;
}

/** Context for dragging rows of the table inside it. */
export function SortableRows({ onMove, children }: SortableRowsProps) {
  const onDragEnd = (result: DropResult) => {
    if (!result.destination || result.destination.index === result.source.index) return;
    onMove({ from: result.source.index, to: result.destination.index });
  };
  return <DragDropContext onDragEnd={onDragEnd}>{children}</DragDropContext>;
}
