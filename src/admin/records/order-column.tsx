import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { AnyModule } from '@/kit/define-module';
import { DragHandle } from './DragHandle';
import type { ModuleRecord } from './module-api';
import { recordTitle } from './record-title';

/**
 * The first column of a hand-ordered module: sorting by it shows the module's own order; while
 * rows can be dragged it holds their handles, otherwise each record's sort number.
 */
export function orderColumn(module: AnyModule, reorderable: boolean): DataTableColumn<ModuleRecord> {
  const name = module.sortOrderField!;
  return {
    accessor: name,
    title: 'Order',
    sortable: true,
    width: 88,
    textAlign: 'center',
    render: (record) =>
      reorderable ? (
        <DragHandle label={`Reorder “${recordTitle(module, record)}”`} />
      ) : (
        <Text size="sm" c="dimmed">
          {String(record[name] ?? '')}
        </Text>
      ),
  };
}
