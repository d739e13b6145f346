'use client';

import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AnyModule } from '@/kit/define-module';
import type { ModuleRecord } from './module-api';

const STATUS_COLORS: Record<string, string> = {
  sent: 'green',
  pending: 'yellow',
  failed: 'red',
  none: 'gray',
};
const STATUS_TEXT: Record<string, string> = {
  sent: 'Sent',
  pending: 'Waiting to be sent',
  failed: 'Failed',
  none: 'No e-mail for this record',
};

interface StatusFact {
  status: string;
  lastError?: string;
  attempts?: number;
}

const isStatusFact = (value: unknown): value is StatusFact =>
  typeof value === 'object' && value !== null && typeof (value as StatusFact).status === 'string';

/** A fact told in words, line by line (e.g. where an inquiry came from). */
interface RowsFact {
  rows: { label: string; value: string }[];
}

const isRowsFact = (value: unknown): value is RowsFact =>
  typeof value === 'object' && value !== null && Array.isArray((value as RowsFact).rows);

function RowsFactCard({ label, fact }: { label: string; fact: RowsFact }) {
  return (
    <Paper component="section" aria-label={label} p={{ base: 'md', sm: 'lg' }} radius="md" shadow="xs">
      <Title order={2} size="h5" mb="sm">
        {label}
      </Title>
      <Stack component="dl" gap="xs" m={0}>
        {fact.rows.map((row) => (
          <div key={row.label}>
            <Text component="dt" size="sm" fw={600} c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The read-only facts the server adds to a record (its module's `computed`): statuses such as
 * e-mail delivery, and facts told line by line such as where an inquiry came from.
 */
export function ComputedFacts({ module, record }: { module: AnyModule; record: ModuleRecord }) {
  const entries = Object.entries(module.computed).filter(([name]) => isStatusFact(record[name]));
  const rowFacts = Object.entries(module.computed).filter(([name]) => isRowsFact(record[name]));
  return (
    <>
      {rowFacts.map(([name, label]) => (
        <RowsFactCard key={name} label={label} fact={record[name] as RowsFact} />
      ))}
      {entries.length > 0 && <StatusFacts entries={entries} record={record} />}
    </>
  );
}

function StatusFacts({ entries, record }: { entries: [string, string][]; record: ModuleRecord }) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" shadow="xs">
      <Stack gap="sm">
        {entries.map(([name, label]) => {
          const fact = record[name] as StatusFact;
          return (
            <Stack key={name} gap={4}>
              <Title order={2} size="h5">
                {label}
              </Title>
              <Group gap="xs">
                <Badge color={STATUS_COLORS[fact.status] ?? 'gray'} variant="light">
                  {STATUS_TEXT[fact.status] ?? fact.status}
                </Badge>
                {fact.attempts ? (
                  <Text size="sm" c="dimmed">
                    {fact.attempts} attempt{fact.attempts === 1 ? '' : 's'}
                  </Text>
                ) : null}
              </Group>
              {fact.lastError && fact.status !== 'sent' && (
                <Text size="sm" c="red">
                  {fact.lastError}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
