'use client';

import { Alert, Button, EmptyState, Group, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDatabaseOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import type { AnyModule } from '@/modules/kit/define-module';
import { modulePaths } from '../routing/resolve-admin-route';
import { PageHeader } from '../shell/PageHeader';
import { inSentence } from './label-case';
import { buildListColumns } from './list-columns';
import { type ModuleRecord, useModuleList } from './module-api';
import { useConfirmDelete } from './use-confirm-delete';

const PAGE_SIZES = [10, 20, 50, 100];

/** A module's records: search, sort, pages, inline toggles and row actions. */
export function ModuleList({ module }: { module: AnyModule }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<ModuleRecord>>({
    columnAccessor: module.defaultSort.field,
    direction: module.defaultSort.order,
  });

  const list = useModuleList(module, {
    page,
    pageSize,
    q: q || undefined,
    sort: String(sortStatus.columnAccessor),
    order: sortStatus.direction,
  });
  const confirmDelete = useConfirmDelete(module);
  const columns = useMemo(() => buildListColumns(module, confirmDelete), [module, confirmDelete]);
  const plural = module.label.plural;
  const addButton = module.pages.includes('add') && (
    <Button component={Link} href={modulePaths.add(module)} leftSection={<IconPlus size={16} aria-hidden />}>
      Add {inSentence(module.label.singular)}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={plural}
        crumbs={[{ label: 'Dashboard', href: '/admin' }, { label: plural }]}
        actions={addButton}
      />
      <Paper radius="md" shadow="xs">
        <Group justify="space-between" p="md" gap="sm">
          <TextInput
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            placeholder={`Search ${inSentence(plural)}...`}
            aria-label={`Search ${inSentence(plural)}`}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', xs: 320 }}
          />
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
              <span>{errorMessage(list.error)}</span>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        )}
        <DataTable<ModuleRecord>
          records={list.data?.data ?? []}
          columns={columns}
          idAccessor="id"
          fetching={list.isFetching}
          minHeight={list.data?.data.length ? undefined : 280}
          totalRecords={list.data?.total ?? 0}
          recordsPerPage={pageSize}
          page={page}
          onPageChange={setPage}
          recordsPerPageOptions={PAGE_SIZES}
          onRecordsPerPageChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
          sortStatus={sortStatus}
          onSortStatusChange={(status) => {
            setSortStatus(status);
            setPage(1);
          }}
          highlightOnHover
          verticalAlign="center"
          horizontalSpacing="md"
          emptyState={
            list.isPending ? null : (
              <EmptyState
                icon={<IconDatabaseOff size={28} aria-hidden />}
                withIndicatorBackground
                title={q ? 'No matches' : `No ${inSentence(plural)} yet`}
                description={
                  q
                    ? `Nothing matches “${q}”. Try another search.`
                    : `Add the first ${inSentence(module.label.singular)} to see it here.`
                }
              >
                {!q && addButton}
              </EmptyState>
            )
          }
        />
      </Paper>
    </>
  );
}
