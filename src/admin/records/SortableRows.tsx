'use client';

import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import type { TableTrProps } from '@mantine/core';
import { DataTableDraggableRow } from 'mantine-datatable';
import { type ReactNode, useMemo } from 'react';
import { DragHandleContext } from './DragHandle';
import type { ModuleRecord } from './module-api';
import classes from './SortableRows.module.css';

/*
 * Row dragging as mantine-datatable documents it: @hello-pangea/dnd around the table, each row a
 * Draggable. Its keyboard sensor is the keyboard way to reorder: focus a handle, Space to lift,
 * arrow keys to move, Space to drop, Escape to cancel; every step is announced to screen readers.
 */

/** `tableWrapper` of the DataTable: the drop area. A stable function, so the table never remounts. */
function droppableTableWrapper({ children }: { children: ReactNode }) {
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
function sortableRowFactory(disabled: boolean) {
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

/** What the DataTable takes to make its rows draggable. */
export interface DraggableRows {
  tableWrapper: (props: { children: ReactNode }) => ReactNode;
  rowFactory: (props: RowFactoryProps) => ReactNode;
}

export interface SortableRowsProps {
  onMove: (move: { from: number; to: number }) => void;
  /** Rows stay where they are while a save runs. */
  saving: boolean;
  /** The table, given what makes its rows draggable. */
  children: (rows: DraggableRows) => ReactNode;
}

/** Context for dragging rows of the table inside it. */
export function SortableRows({ onMove, saving, children }: SortableRowsProps) {
  const rowFactory = useMemo(() => sortableRowFactory(saving), [saving]);
  const onDragEnd = (result: DropResult) => {
    if (!result.destination || result.destination.index === result.source.index) return;
    onMove({ from: result.source.index, to: result.destination.index });
  };
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      {children({ tableWrapper: droppableTableWrapper, rowFactory })}
    </DragDropContext>
  );
}
