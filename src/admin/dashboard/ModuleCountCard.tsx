'use client';

import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@/admin/routing/link';
import type { AnyModule } from '@/kit/define-module';
import { useModuleCount } from '../records/module-api';
import { modulePaths } from '../routing/resolve-admin-route';

/** One module on the dashboard: how many records, and the way in. */
export function ModuleCountCard({ module }: { module: AnyModule }) {
  const count = useModuleCount(module);

  return (
    <Paper p="lg" radius="md" shadow="xs">
      <Stack gap="xs">
        <Anchor
          component={Link}
          href={modulePaths.list(module)}
          fw={600}
          c="var(--mantine-color-text)"
          size="sm"
          tt="uppercase"
          lts={0.4}
        >
          {module.label.plural}
        </Anchor>
        {count.isPending ? (
          <Skeleton height={36} width={64} />
        ) : (
          <Text fz={32} fw={700} lh={1.1} c={count.isError ? 'red' : undefined}>
            {count.isError ? '—' : count.data}
          </Text>
        )}
        <Group justify="space-between" mt="xs">
          <Anchor component={Link} href={modulePaths.list(module)} size="sm">
            Open list
          </Anchor>
          {module.pages.includes('add') && (
            <Button
              component={Link}
              href={modulePaths.add(module)}
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              Add
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
