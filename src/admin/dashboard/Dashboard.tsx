'use client';

import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@/admin/routing/link';
import type { DashboardCard } from '@/kit/admin-links';
import { canOpenModule } from '../access';
import { dashboardLinksForRole } from '../navigation';
import { useAdminNavigation, useRegistry } from '../registry-context';
import { lazyScreen } from '../routing/lazy-screen';
import { useSession } from '../session/session-context';
import { MailNotConfiguredAlert } from '../settings/MailNotConfiguredAlert';
import { PageHeader } from '../shell/PageHeader';
import { LatestActivityCard } from './LatestActivityCard';
import { MailProblemsAlert } from './MailProblemsAlert';
import { ModuleCountCard } from './ModuleCountCard';

/** One column on phones; side by side when there is room; one card alone takes the full width. */
const cardRow = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
  gap: 'var(--mantine-spacing-lg)',
  alignItems: 'start',
};

// A card shows nothing until it has something to say: no placeholder while its code arrives.
const nothingWhileLoading = () => null;

function FeatureCard({ card }: { card: DashboardCard }) {
  const Card = lazyScreen(card.card, nothingWhileLoading);
  return <Card />;
}

/** Quick links, the features' cards (new inquiries), the latest activity and counts per module. */
export function Dashboard() {
  const { user } = useSession();
  const registry = useRegistry();
  const visible = registry.modules.filter((module) => canOpenModule(module, user?.role));
  const links = dashboardLinksForRole(useAdminNavigation(), user?.role);

  return (
    <>
      <PageHeader
        title={user ? `Welcome back, ${user.firstName}` : 'Dashboard'}
        description="What is on the website right now, what changed lately, and shortcuts to the usual edits."
      />
      <Stack gap="lg">
        <MailNotConfiguredAlert />
        <MailProblemsAlert />
        {links.length > 0 && (
          <Paper p="lg" radius="md" shadow="xs">
            <Title order={2} size="h4" mb="md">
              Quick links
            </Title>
            <Group gap="sm">
              {links.map((link) => (
                <Button
                  key={link.path}
                  component={Link}
                  href={link.path}
                  variant="default"
                  leftSection={<link.icon size={16} aria-hidden />}
                >
                  {link.label}
                </Button>
              ))}
            </Group>
          </Paper>
        )}
        <Box style={cardRow}>
          {registry.dashboardCards.map((card) => (
            <FeatureCard key={card.key} card={card} />
          ))}
          <LatestActivityCard />
        </Box>
        <section aria-labelledby="dashboard-counts">
          <Title id="dashboard-counts" order={2} size="h4" mb={4}>
            On the website
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            How many of each there are.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 4 }} spacing="lg">
            {visible.map((module) => (
              <ModuleCountCard key={module.key} module={module} />
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </>
  );
}
