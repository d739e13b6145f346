import {
  Anchor,
  Badge,
  type BadgeProps,
  Box,
  Group,
  type MantineTheme,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { Link } from '@/admin/routing/link';
import type { AnyModule } from '@/kit/define-module';
import type { Field } from '@/kit/fields';
import { LOCALE_LABELS } from '@/kit/locales';
import { type Period, type PeriodStatus, periodStatus, periodsOf } from '@/kit/periods';
import type { TranslationFacts } from '@/kit/record-types';
import { recordPath } from '../routing/resolve-admin-route';
import { AttentionBadge } from './AttentionBadge';
import { BooleanToggleCell } from './BooleanToggleCell';
import { FieldDisplay } from './fields/FieldDisplay';
import { optionLabel } from './label-case';
import type { ModuleRecord } from './module-api';
import { RecordActions } from './RecordActions';
import { listFactMarkers } from './record-facts';
import { recordTitle } from './record-title';
import { createdAtLabel, UPDATED_AT_LABEL } from './timestamp-labels';

/** A listed column as a field: one of the module's, or `createdAt` / `updatedAt`. */
function columnField(module: AnyModule, name: string): Field {
  const field = (module.fields as Record<string, Field>)[name];
  if (field) return field;
  return { kind: 'datetime', label: name === 'createdAt' ? createdAtLabel(module) : UPDATED_AT_LABEL };
}

const WIDER_THAN_PHONE = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

/**
 * On a phone a list shows the title, the publish switch (it is a list's everyday job) and the row
 * actions; the other columns from `sm` up.
 */
function phoneColumns(module: AnyModule): Set<string> {
  return new Set([module.titleField, 'published']);
}

/** The module's `phoneSummary` under a row's title, on phones only, where the other columns are hidden. */
function PhoneSummary({ module, record }: { module: AnyModule; record: ModuleRecord }) {
  if (!module.phoneSummary?.length) return null;
  return (
    // Its texts at the small size: `--text-fz` is what each Text inside reads.
    <Box hiddenFrom="sm" mt={4} style={{ '--text-fz': 'var(--mantine-font-size-sm)' }} data-phone-summary>
      <Group gap={8} wrap="wrap">
        {module.phoneSummary.map((name) =>
          record[name] === null || record[name] === undefined || record[name] === '' ? null : (
            <FieldDisplay key={name} field={columnField(module, name)} value={record[name]} compact />
          ),
        )}
      </Group>
    </Box>
  );
}

/** A badge on a line of its own under a row's title. */
const TitleBadge = (props: BadgeProps & { children: ReactNode; [data: `data-${string}`]: string }) => (
  <Badge variant="light" radius="sm" tt="none" display="block" w="fit-content" mt={4} {...props} />
);

/**
 * The module's `listFacts` under a row's title, at every width: a column of their own pushed the
 * row's actions off a desktop screen beside the sidebar.
 */
function RecordFacts({ module, record }: { module: AnyModule; record: ModuleRecord }) {
  const lagging = (record.translation as TranslationFacts | undefined)?.needsTranslation ?? [];
  const translationMarks = lagging.map((locale) => (
    <TitleBadge key={locale} color="orange" data-needs-translation={locale}>
      {LOCALE_LABELS[locale]}: needs translation
    </TitleBadge>
  ));
  const badges = (module.titleBadges ?? []).flatMap((name) => {
    const field = module.fields[name];
    const value = record[name];
    if (field?.kind !== 'enum' || typeof value !== 'string' || value === field.default) return [];
    return [
      // As the field's value shows everywhere (`FieldDisplay`): white on the option's own colour.
      <TitleBadge
        key={name}
        variant="filled"
        c="white"
        color={field.colors?.[value] ?? 'gray.7'}
        data-title-badge={name}
      >
        {optionLabel(value, field)}
      </TitleBadge>,
    ];
  });
  const facts = listFactMarkers(module, record).map(({ summary, attention }) =>
    attention ? (
      <AttentionBadge key={summary} summary={summary} display="block" w="fit-content" mt={4} />
    ) : (
      <Text key={summary} size="sm" c="dimmed" mt={4} data-record-fact>
        {summary}
      </Text>
    ),
  );
  return [...badges, ...facts, ...translationMarks];
}

const PERIOD_BADGES: Record<PeriodStatus, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  live: { label: 'Live', color: 'green' },
  ended: { label: 'Ended', color: 'gray' },
};

/** A start/end pair as a status column: scheduled, live or ended, as of when the list was drawn. */
function periodColumn({ start, end, inDays }: Period): DataTableColumn<ModuleRecord> {
  return {
    accessor: `${end}Status`,
    title: 'Status',
    visibleMediaQuery: WIDER_THAN_PHONE,
    render: (record) => {
      const { label, color } = PERIOD_BADGES[periodStatus(record[start], record[end], new Date(), inDays)];
      return (
        <Badge color={color} variant="light" data-period-status={label}>
          {label}
        </Badge>
      );
    },
  };
}

/** Kinds whose values have one short shape: kept on one line, the column as wide as they are. */
const ONE_LINE_KINDS: readonly Field['kind'][] = ['date', 'datetime', 'money', 'integer', 'enum'];

/**
 * How much room a column takes: values of one short shape (a date, a phone number, a price) stay on
 * one line; a text column is at least a few words wide, so "Home Complete" is never cut while the
 * title has room to spare; the title at least as wide as a name.
 */
function columnRoom(module: AnyModule, name: string, field: Field): Partial<DataTableColumn<ModuleRecord>> {
  if (name === module.titleField) return { cellsStyle: () => ({ minWidth: 160 }) };
  const oneLine = ONE_LINE_KINDS.includes(field.kind) || (field.kind === 'text' && field.format === 'phone');
  if (oneLine) return { noWrap: true };
  if (field.kind === 'text' || field.kind === 'textarea') return { cellsStyle: () => ({ minWidth: 160 }) };
  return {};
}

/**
 * The list's columns from the module's `listColumns`, and a status after each start/end pair's end;
 * the title column links to the record.
 */
export function buildListColumns(
  module: AnyModule,
  onDelete: (record: ModuleRecord) => void,
): DataTableColumn<ModuleRecord>[] {
  const onPhones = phoneColumns(module);
  const columns: DataTableColumn<ModuleRecord>[] = module.listColumns.map((name: string) => {
    const field = columnField(module, name);
    return {
      accessor: name,
      title: field.label,
      sortable: true,
      visibleMediaQuery: onPhones.has(name) ? undefined : WIDER_THAN_PHONE,
      ...columnRoom(module, name, field),
      render: (record: ModuleRecord) => {
        if (field.kind === 'boolean')
          return <BooleanToggleCell module={module} record={record} name={name} field={field} />;
        if (name === module.titleField)
          return (
            <>
              <Anchor
                component={Link}
                href={recordPath(module, record.id)}
                fw={600}
                size="sm"
                lineClamp={2}
                // A long unbroken title (an e-mail address) wraps instead of pushing the actions away.
                style={{ overflowWrap: 'anywhere' }}
              >
                {recordTitle(module, record)}
              </Anchor>
              <PhoneSummary module={module} record={record} />
              <RecordFacts module={module} record={record} />
            </>
          );
        return <FieldDisplay field={field} value={record[name]} compact />;
      },
    };
  });
  for (const period of periodsOf(module.fields)) {
    const afterEnd = columns.findIndex((column) => column.accessor === period.end) + 1;
    if (afterEnd > 0) columns.splice(afterEnd, 0, periodColumn(period));
  }
  columns.push({
    accessor: 'actions',
    title: <VisuallyHidden>Actions</VisuallyHidden>,
    textAlign: 'right',
    // As narrow as its buttons: three from small tablets up, Edit and Delete on a phone.
    noWrap: true,
    width: '1%',
    render: (record) => <RecordActions module={module} record={record} onDelete={onDelete} />,
  });
  return columns;
}
