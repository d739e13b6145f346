'use client';

import 'mantine-datatable/styles.css';
import { Alert, Button, EmptyState, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useCallback, useMemo } from 'react';
import type { AnyModule, Role } from '@/kit/define-module';
import { findModule } from '@/kit/registry';
import { errorMessage } from '@/lib/api-client';
import { ADMIN_ROOT } from '@/lib/constants';
import { formatDateTime } from '../records/fields/format-value';
import { useRegistry } from '../registry-context';
import { modulePaths } from '../routing/resolve-admin-route';
import { oneOfField, pageNumberField, useAddressState } from '../routing/use-address-state';
import { useLastPageWhenPastTheEnd } from '../routing/use-last-page';
import { useSession } from '../session/session-context';
import { type Crumb, PageHeader } from '../shell/PageHeader';
import {
  ActionBadge,
  ActivityActor,
  ActivitySummary,
  ActivityTargetLink,
  RevisionLink,
} from './ActivityEntryParts';
import { type ActivityEntry, useActivityLog } from './activity-log-api';
import { ACCOUNTS_MODULE_KEY } from './activity-log-path';
import {
  actionLabel,
  changedFieldLabels,
  FILTERABLE_ACTIONS,
  type LoggedDeclarations,
  moduleLabel,
} from './activity-presentation';
import { useLogOwnerName } from './use-log-owner-name';

const PAGE_SIZES = [10, 20, 50, 100];
const ALL_ACTIONS = 'all';
const actionOptions = [
  { value: ALL_ACTIONS, label: 'All actions' },
  ...FILTERABLE_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
];
/** The page, its size and the action shown, in the address (`?page=3&action=login`). */
const VIEW_FIELDS = {
  page: pageNumberField,
  pageSize: oneOfField(PAGE_SIZES, 20),
  action: oneOfField<string>([ALL_ACTIONS, ...FILTERABLE_ACTIONS], ALL_ACTIONS),
};
type Theme = { breakpoints: { sm: string } };
const fromSmallTablets = (theme: Theme) => `(min-width: ${theme.breakpoints.sm})`;
const onPhones = (theme: Theme) => `(max-width: calc(${theme.breakpoints.sm} - 0.0625rem))`;

/** On a phone, one column tells the whole entry, so nothing hides off to the right. */
function EntryOnPhone({
  entry,
  role,
  showWho,
}: {
  entry: ActivityEntry;
  role: Role | undefined;
  showWho: boolean;
}) {
  const changed = changedFieldLabels(useRegistry(), entry);
  return (
    <Stack gap={4}>
      <ActivitySummary entry={entry} role={role} />
      {showWho && (
        <Text size="xs" c="dimmed">
          By <ActivityActor entry={entry} />
        </Text>
      )}
      {changed.length > 0 && (
        <Text size="xs" lineClamp={2}>
          Changed: {changed.join(', ')} <RevisionLink entry={entry} role={role} />
        </Text>
      )}
      <Text size="xs" c="dimmed">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        {entry.ip && ` · ${entry.ip}`}
      </Text>
    </Stack>
  );
}

const dashWhenEmpty = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

/**
 * Time, (who, in the whole site's log), action, module, record, changed fields and IP from small
 * tablets up; one stacked column below.
 */
function activityColumns(
  registry: LoggedDeclarations,
  role: Role | undefined,
  showWho: boolean,
): DataTableColumn<ActivityEntry>[] {
  const wide = { visibleMediaQuery: fromSmallTablets };
  const who: DataTableColumn<ActivityEntry>[] = showWho
    ? [
        {
          ...wide,
          accessor: 'userId',
          title: 'Who',
          render: (entry) => (
            <Text size="sm">
              <ActivityActor entry={entry} />
            </Text>
          ),
        },
      ]
    : [];
  return [
    {
      accessor: 'entry',
      title: 'Entry',
      visibleMediaQuery: onPhones,
      render: (entry) => <EntryOnPhone entry={entry} role={role} showWho={showWho} />,
    },
    {
      ...wide,
      accessor: 'createdAt',
      title: 'Time',
      noWrap: true,
      render: (entry) => (
        <Text size="sm" component="time" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </Text>
      ),
    },
    ...who,
    {
      ...wide,
      accessor: 'action',
      title: 'Action',
      noWrap: true,
      // Room for the longest action ("Required two-factor sign-in of everyone") on two lines.
      width: 200,
      render: (entry) => <ActionBadge action={entry.action} />,
    },
    {
      ...wide,
      accessor: 'module',
      title: 'Module',
      noWrap: true,
      render: (entry) => moduleLabel(registry, entry.module),
    },
    {
      ...wide,
      accessor: 'recordId',
      title: 'Record',
      render: (entry) => <ActivityTargetLink entry={entry} role={role} />,
    },
    {
      ...wide,
      accessor: 'changedFields',
      title: 'Changed fields',
      render: (entry) =>
        entry.changedFields.length ? (
          <Text size="sm" lineClamp={2}>
            {changedFieldLabels(registry, entry).join(', ')} <RevisionLink entry={entry} role={role} />
          </Text>
        ) : (
          dashWhenEmpty
        ),
    },
    {
      ...wide,
      accessor: 'ip',
      title: 'IP',
      noWrap: true,
      render: (entry) =>
        entry.ip ? (
          <Text size="sm" ff="monospace">
            {entry.ip}
          </Text>
        ) : (
          dashWhenEmpty
        ),
    },
  ];
}

function logCrumbs(accounts: AnyModule, userId: number | null, name: string, forAdmin: boolean): Crumb[] {
  const dashboard = { label: 'Dashboard', href: ADMIN_ROOT };
  if (!forAdmin || userId === null) return [dashboard, { label: 'Activity log' }];
  return [
    dashboard,
    { label: accounts.label.plural, href: modulePaths.list(accounts) },
    { label: name, href: modulePaths.view(accounts, userId) },
    { label: 'Activity log' },
  ];
}

function useAccountsModule(): AnyModule {
  const accounts = findModule(useRegistry(), ACCOUNTS_MODULE_KEY);
  if (!accounts)
    throw new Error(
      `The registry has no "${ACCOUNTS_MODULE_KEY}" module: activity logs belong to its accounts.`,
    );
  return accounts;
}

/**
 * `/admin/activitylogs/{userId}`: what one user did, newest first, page by page, by action.
 * `/admin/activitylogs` (administrators): the whole site's, with who did each, the server's commands
 * (a restore, a change of secret) and the website's visitors included.
 */
export function ActivityLogPage({ userId }: { userId: number | null }) {
  const { user } = useSession();
  const registry = useRegistry();
  const accounts = useAccountsModule();
  const owner = useLogOwnerName(userId, user, accounts);
  const [{ page, pageSize, action }, setView] = useAddressState(VIEW_FIELDS);
  const log = useActivityLog({
    page,
    pageSize,
    userId: userId ?? undefined,
    action: action === ALL_ACTIONS ? undefined : action,
  });
  const wholeSite = userId === null;
  const columns = useMemo(
    () => activityColumns(registry, user?.role, wholeSite),
    [registry, user?.role, wholeSite],
  );

  const name = owner.name ?? (owner.missing ? `user #${userId}` : null);
  const title = !wholeSite && name ? `Activity log of ${name}` : 'Activity log';
  const total = log.data?.total;
  const goToPage = useCallback((next: number) => setView({ page: next }), [setView]);
  const pastTheEnd = useLastPageWhenPastTheEnd(page, pageSize, total, goToPage);

  return (
    <>
      <PageHeader
        title={title}
        description={
          wholeSite
            ? 'Who changed what and when, everyone and the server’s commands: every save, delete and sign-in, newest first.'
            : 'Who changed what and when: every save, delete and sign-in, newest first.'
        }
        crumbs={logCrumbs(accounts, userId, name ?? `#${userId}`, user?.role === 'admin')}
      />
      <Paper radius="md" shadow="xs">
        <Group justify="space-between" align="flex-end" p="md" gap="sm">
          <Select
            label="Action"
            data={actionOptions}
            value={action}
            onChange={(value) => setView({ action: value ?? ALL_ACTIONS, page: 1 })}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
          {total !== undefined && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {total} {total === 1 ? 'entry' : 'entries'}
            </Text>
          )}
        </Group>
        {log.isError && (
          <Alert color="red" variant="light" mx="md" mb="md" title="Could not load the activity log">
            <Group justify="space-between">
              <span>{errorMessage(log.error)}</span>
              <Button size="xs" variant="light" color="red" onClick={() => void log.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        )}
        <DataTable<ActivityEntry>
          records={log.data?.data ?? []}
          columns={columns}
          idAccessor="id"
          fetching={log.isFetching}
          minHeight={log.data?.data.length ? undefined : 280}
          totalRecords={total ?? 0}
          recordsPerPage={pageSize}
          page={page}
          onPageChange={goToPage}
          recordsPerPageOptions={PAGE_SIZES}
          onRecordsPerPageChange={(size) => setView({ pageSize: size, page: 1 })}
          paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
          highlightOnHover
          verticalAlign="center"
          horizontalSpacing="md"
          emptyState={
            log.isPending || pastTheEnd ? null : (
              <EmptyState
                icon={<IconHistory size={28} aria-hidden />}
                withIndicatorBackground
                title={action === ALL_ACTIONS ? 'No activity yet' : 'Nothing of this kind'}
                description={
                  action === ALL_ACTIONS
                    ? 'Saves, deletes and sign-ins of this user will show here.'
                    : `No “${actionLabel(action)}” entries for this user.`
                }
              />
            )
          }
        />
      </Paper>
    </>
  );
}
