import { EmptyState, Paper, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  description: string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: { title: string; description: string } | false;
  children: ReactNode;
}

/** A titled card around one chart, with an empty state when the range has no data for it. */
export function ChartCard({ title, description, empty, children }: ChartCardProps) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" shadow="xs" h="100%">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      {empty ? (
        <EmptyState
          icon={<IconChartBar size={26} aria-hidden />}
          withIndicatorBackground
          title={empty.title}
          description={empty.description}
          py="xl"
        />
      ) : (
        children
      )}
    </Paper>
  );
}
