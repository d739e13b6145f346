'use client';

import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { modules } from '@/modules/registry';
import { canOpenModule } from '../access';
import { inSentence } from '../modules/label-case';
import { modulePaths } from '../routing/resolve-admin-route';
import { useSession } from '../session/session-context';
import { PageHeader } from '../shell/PageHeader';
import { ModuleCountCard } from './ModuleCountCard';

/** Counts per module and quick links into the work. */
export function Dashboard() {
  const { user } = useSession();
  const visible = modules.filter((module) => canOpenModule(module, user?.role));
  const addable = visible.filter((module) => module.pages.includes('add'));

  return (
    <>
      <PageHeader
        title={user ? `Welcome back, ${user.firstName}` : 'Dashboard'}
        description="What is on the website right now, and shortcuts to the usual edits."
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 4 }} spacing="lg">
          {visible.map((module) => (
            <ModuleCountCard key={module.key} module={module} />
          ))}
        </SimpleGrid>
        {addable.length > 0 && (
          <Paper p="lg" radius="md" shadow="xs">
            <Title order={2} size="h4" mb={4}>
              Quick links
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Start something new.
            </Text>
            <Group gap="sm">
              {addable.map((module) => (
                <Button key={module.key} component={Link} href={modulePaths.add(module)} variant="default">
                  Add {inSentence(module.label.singular)}
                </Button>
              ))}
              <Button component="a" href="/" target="_blank" rel="noopener" variant="subtle">
                View website
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </>
  );
}
