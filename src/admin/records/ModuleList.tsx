'use client';

import 'mantine-datatable/styles.css';
import { Alert, Button, EmptyState, Group, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDatabaseOff, IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@/admin/routing/link';
import type { AnyModule } from '@/kit/define-module';
import { inSentence } from '@/kit/label-words';
import { errorMessageOutsideForms } from '@/lib/api-client';
import { modulePaths } from '../routing/resolve-admin-route';
import { useLastPageWhenPastTheEnd } from '../routing/use-last-page';
import { PageHeader } from '../shell/PageHeader';
import { BulkActionBar } from './BulkActionBar';
import { ExportCsvButton } from './ExportCsvButton';
import { ListedReferences } from './fields/ListedReferences';
import { LazySortableRows } from './LazySortableRows';
import { ListFilters } from './ListFilters';
import { ListTabs } from './ListTabs';
import { buildListColumns } from './list-columns';
import { canReorder, hasActiveFilters, PAGE_SIZES } from './list-query';
import classes from './ModuleList.module.css';
import { type ListParams, type ModuleRecord, useModuleList } from './module-api';
import { orderColumn } from './order-column';
import { useConfirmDelete } from './use-confirm-delete';
import { useListQueryState } from './use-list-query-state';
import { planMove, useReorderRecords } from './use-reorder-records';
import { useRowSelection } from './use-row-selection';

/** The list call's parameters as the list's controls name them, for a refusal of one of them. */
const LIST_QUERY_NAMES: Record<string, string> = {
  q: 'Search',
  sort: 'Sort',
  order: 'Sort order',
  page: 'Page',
  pageSize: 'Rows per page',
};

/** A module's records: search, filters, sort, pages (all kept in the address), toggles, drag to reorder. */
export function ModuleList({ module }: { module: AnyModule }) {
  const [state, update] = useListQueryState(module);
  const [search, setSearch] = useState(state.q);
  // The search last written to the address: a different `q` there came from a link, not from typing.
  const writtenSearch = useRef(state.q);
  const writeSearch = useDebouncedCallback((value: string) => {
    writtenSearch.current = value.trim();
    update({ q: value.trim(), page: 1 });
  }, 300);
  useEffect(() => {
    if (state.q === writtenSearch.current) return;
    writtenSearch.current = state.q;
    setSearch(state.q);
  }, [state.q]);

  const params: ListParams = {
    page: state.page,
    pageSize: state.pageSize,
    q: state.q || undefined,
    sort: state.sort,
    order: state.order,
    filters: state.filters,
  };
  const list = useModuleList(module, params);
  const reorder = useReorderRecords(module, params);
  const records = list.data?.data ?? [];
  const selection = useRowSelection(module, records);
  // Asked for before the rows arrive, so the drag-and-drop code loads alongside them.
  const mayReorder = canReorder(module, state);
  const reorderable = mayReorder && (list.data?.total ?? 0) > 1;
  const filtered = state.q !== '' || hasActiveFilters(state);
  const goToPage = useCallback((page: number) => update({ page }), [update]);
  const pastTheEnd = useLastPageWhenPastTheEnd(state.page, state.pageSize, list.data?.total, goToPage);

  const confirmDelete = useConfirmDelete(module);
  const columns = useMemo(() => {
    const base = buildListColumns(module, confirmDelete);
    return module.sortOrderField ? [orderColumn(module, reorderable), ...base] : base;
  }, [module, confirmDelete, reorderable]);

  const plural = module.label.plural;
  const addButton = module.pages.includes('add') && (
    <Button component={Link} href={modulePaths.add(module)} leftSection={<IconPlus size={16} aria-hidden />}>
      Add {inSentence(module.label.singular)}
    </Button>
  );
  const headerActions = (
    <>
      {module.exportCsv && <ExportCsvButton module={module} query={{ q: state.q, ...state.filters }} />}
      {addButton}
    </>
  );
  const unread = module.unreadWhen;
  const clearFilters = () => {
    setSearch('');
    writeSearch.cancel();
    writtenSearch.current = '';
    update({ q: '', filters: {}, page: 1 });
  };

  return (
    <>
      <PageHeader
        title={plural}
        crumbs={[{ label: 'Dashboard', href: '/admin' }, { label: plural }]}
        actions={headerActions}
      />
      <Paper radius="md" shadow="xs">
        {module.listTabs && (
          <ListTabs
            module={module}
            value={state.filters[module.listTabs]}
            onChange={(value) =>
              update({ filters: { ...state.filters, [module.listTabs!]: value ?? '' }, page: 1 })
            }
          />
        )}
        <Group justify="space-between" align="flex-end" p="md" gap="sm">
          <Group gap="sm" style={{ flex: '1 1 auto' }}>
            <TextInput
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                writeSearch(event.currentTarget.value);
              }}
              placeholder={`Search ${inSentence(plural)}...`}
              aria-label={`Search ${inSentence(plural)}`}
              leftSection={<IconSearch size={16} aria-hidden />}
              w={{ base: '100%', xs: 280 }}
            />
            <ListFilters
              module={module}
              filters={state.filters}
              onChange={(name, value) =>
                update({ filters: { ...state.filters, [name]: value ?? '' }, page: 1 })
              }
            />
            {filtered && (
              <Button
                variant="subtle"
                size="sm"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={clearFilters}
              >
                Clear
              </Button>
            )}
          </Group>
          {list.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data.total}{' '}
              {list.data.total === 1 ? inSentence(module.label.singular) : inSentence(plural)}
            </Text>
          )}
        </Group>
        {list.isError && (
          <Alert color="red" variant="light" mx="md" mb="md" title={`Could not load ${inSentence(plural)}`}>
            <Group justify="space-between">
              <span>{errorMessageOutsideForms(list.error, LIST_QUERY_NAMES)}</span>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        )}
        <BulkActionBar module={module} selection={selection} />
        <ListedReferences module={module} records={records}>
          <LazySortableRows
            enabled={mayReorder}
            saving={reorder.isPending}
            onMove={(move) => reorder.mutate(planMove(module, records, move))}
          >
            {(rows) => (
              <DataTable<ModuleRecord>
                records={records}
                columns={columns}
                idAccessor="id"
                selectedRecords={selection.records}
                onSelectedRecordsChange={selection.change}
                getRecordSelectionCheckboxProps={selection.checkboxProps}
                fetching={list.isFetching && !reorder.isPending}
                minHeight={records.length ? undefined : 280}
                totalRecords={list.data?.total ?? 0}
                recordsPerPage={state.pageSize}
                page={state.page}
                onPageChange={(page) => update({ page })}
                recordsPerPageOptions={PAGE_SIZES}
                onRecordsPerPageChange={(pageSize) => update({ pageSize, page: 1 })}
                paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
                sortStatus={{ columnAccessor: state.sort, direction: state.order }}
                onSortStatusChange={({ columnAccessor, direction }) =>
                  update({ sort: String(columnAccessor), order: direction, page: 1 })
                }
                tableWrapper={reorderable ? rows?.tableWrapper : undefined}
                rowFactory={reorderable ? rows?.rowFactory : undefined}
                rowClassName={(record) =>
                  unread && record[unread.field] === unread.value ? classes.unread : undefined
                }
                highlightOnHover
                verticalAlign="center"
                horizontalSpacing="sm"
                // Every cell's text at the small size, as the title and the phone summary are.
                style={{ '--text-fz': 'var(--mantine-font-size-sm)' }}
                emptyState={
                  // A refused call says so above the table, with nothing beside it to contradict it.
                  list.isError ? (
                    <span />
                  ) : list.isPending || pastTheEnd ? null : (
                    <EmptyState
                      icon={<IconDatabaseOff size={28} aria-hidden />}
                      withIndicatorBackground
                      title={filtered ? 'No matches' : `No ${inSentence(plural)} yet`}
                      description={
                        filtered
                          ? state.q
                            ? `Nothing matches “${state.q}” with these filters.`
                            : 'Nothing matches these filters.'
                          : `Add the first ${inSentence(module.label.singular)} to see it here.`
                      }
                    >
                      {filtered ? (
                        <Button variant="light" onClick={clearFilters}>
                          Clear search and filters
                        </Button>
                      ) : (
                        addButton
                      )}
                    </EmptyState>
                  )
                }
              />
            )}
          </LazySortableRows>
        </ListedReferences>
      </Paper>
    </>
  );
}
