'use client';

import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconCurrencyDollar,
  IconInbox,
  IconMailForward,
  IconShieldOff,
  IconTrendingUp,
  IconTrophy,
} from '@tabler/icons-react';
import { formatMoney } from '@/admin/records/fields/format-value';
import type { LeadAnalytics } from './analytics-api';
import { formatPercent } from './report-format';

interface Stat {
  label: string;
  value: string;
  hint: string;
  icon: Icon;
  color: string;
}

function statsOf({ totals, subscribers, wonRevenueCents }: LeadAnalytics): Stat[] {
  const newSubscribers = subscribers.perWeek.reduce((sum, week) => sum + week.newCount, 0);
  return [
    {
      label: 'Inquiries',
      value: String(totals.inquiries),
      hint: 'Spam left out',
      icon: IconInbox,
      color: 'navy',
    },
    {
      label: 'Conversion',
      value: formatPercent(totals.conversionRate),
      hint: 'Won out of all inquiries',
      icon: IconTrendingUp,
      color: 'grape',
    },
    { label: 'Won', value: String(totals.won), hint: 'Turned into jobs', icon: IconTrophy, color: 'teal' },
    {
      label: 'Won revenue',
      value: formatMoney(wonRevenueCents),
      hint: 'Job values of the won leads',
      icon: IconCurrencyDollar,
      color: 'green',
    },
    {
      label: 'Spam blocked',
      value: String(totals.spam),
      hint: 'Caught by the form’s traps',
      icon: IconShieldOff,
      color: 'red',
    },
    {
      label: 'Subscribers',
      value: String(subscribers.total),
      hint: `${newSubscribers} new in this range`,
      icon: IconMailForward,
      color: 'blue',
    },
  ];
}

/** The range's headline numbers. */
export function StatCards({ analytics }: { analytics: LeadAnalytics }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing={{ base: 'sm', sm: 'lg' }}>
      {statsOf(analytics).map((stat) => (
        <Paper key={stat.label} p={{ base: 'sm', sm: 'md' }} radius="md" shadow="xs">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
              {stat.label}
            </Text>
            <ThemeIcon variant="light" color={stat.color} size="md" radius="md" aria-hidden>
              <stat.icon size={16} />
            </ThemeIcon>
          </Group>
          <Text fz={{ base: 24, sm: 30 }} fw={700} lh={1.2} mt={4}>
            {stat.value}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {stat.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
