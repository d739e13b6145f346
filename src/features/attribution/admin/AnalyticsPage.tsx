'use client';

import '@mantine/charts/styles.css';
import { Alert, Box, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from '@/admin/routing/link';
import { PageHeader } from '@/admin/shell/PageHeader';
import { errorMessage } from '@/lib/api-client';
import { businessToday } from '@/lib/calendar-dates';
import { CampaignTable, ContactTapsTable, LeadSourceTable } from './AttributionTables';
import { useLeadAnalytics } from './analytics-api';
import {
  InquiriesPerWeekChart,
  NoInquiriesCard,
  ServiceChart,
  SourceChart,
  StatusChart,
  SubscriberChart,
} from './LeadCharts';
import { RangePicker } from './RangePicker';
import { formatRange, presetRange } from './report-format';
import { StatCards } from './StatCards';

/** `/admin/analytics`: where inquiries come from, how many turn into jobs, and the newsletter's growth. */
export function AnalyticsPage() {
  const [today] = useState(businessToday);
  const [range, setRange] = useState(() => presetRange('90', today));
  const analytics = useLeadAnalytics(range);
  const data = analytics.data;

  return (
    <>
      <PageHeader
        title="Lead analytics"
        description="Where inquiries come from, how many turn into jobs, and how the newsletter grows."
        crumbs={[{ label: 'Dashboard', href: '/admin' }, { label: 'Lead analytics' }]}
        actions={
          <>
            <Button
              component={Link}
              href="/admin/booking"
              variant="default"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
            >
              Site surveys
            </Button>
            <Button
              component={Link}
              href="/admin/inquiries"
              variant="default"
              leftSection={<IconInbox size={16} aria-hidden />}
            >
              Inquiries
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <RangePicker value={range} today={today} onChange={setRange} />
          <Group gap="xs" aria-live="polite">
            {analytics.isFetching && <Loader size="xs" aria-label="Loading" />}
            <Text size="sm" c="dimmed">
              {formatRange(range)}
            </Text>
          </Group>
        </Group>
        {analytics.isError && (
          <Alert color="red" variant="light" title="Could not load the analytics">
            <Group justify="space-between">
              <span>{errorMessage(analytics.error)}</span>
              <Button size="xs" variant="light" color="red" onClick={() => void analytics.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        )}
        {analytics.isPending && (
          <Group justify="center" py={80}>
            <Loader aria-label="Loading the analytics" />
          </Group>
        )}
        {data && (
          <Box style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <Stack gap="lg">
              <StatCards analytics={data} />
              {data.totals.inquiries === 0 ? (
                <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
                  <NoInquiriesCard />
                  <SubscriberChart analytics={data} />
                  <ContactTapsTable analytics={data} />
                </SimpleGrid>
              ) : (
                <>
                  <InquiriesPerWeekChart analytics={data} />
                  <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
                    <LeadSourceTable analytics={data} />
                    <CampaignTable analytics={data} />
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
                    <ServiceChart analytics={data} />
                    <StatusChart analytics={data} />
                    <SourceChart analytics={data} />
                    <SubscriberChart analytics={data} />
                    <ContactTapsTable analytics={data} />
                  </SimpleGrid>
                </>
              )}
            </Stack>
          </Box>
        )}
      </Stack>
    </>
  );
}
