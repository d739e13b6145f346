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

/** The read-only facts the server adds to a record (its module's `computed`), e.g. e-mail delivery. */
export function ComputedFacts({ module, record }: { module: AnyModule; record: ModuleRecord }) {
  const entries = Object.entries(module.computed).filter(([name]) => isStatusFact(record[name]));
  if (!entries.length) return null;
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
