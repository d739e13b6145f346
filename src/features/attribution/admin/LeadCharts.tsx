'use client';

import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { inquiryStatuses } from '@/features/inquiries/browser';
import type { LeadAnalytics } from './analytics-api';
import { ChartCard } from './ChartCard';
import { formatDay, topWithRest } from './report-format';

/** Bars per category chart: the rest are added up as "Other". */
const MAX_BARS = 8;
const NO_INQUIRIES = { title: 'No inquiries in this range', description: 'Pick a longer range to see more.' };
const whole = (value: number) => value.toLocaleString('en-US');
/** Category names on the bars' axis, cut so that the bars keep their room on a phone. */
const shortLabel = (value: string) => (value.length > 18 ? `${value.slice(0, 17)}…` : value);
const categoryAxis = { width: 120, tickFormatter: shortLabel };

interface ChartsProps {
  analytics: LeadAnalytics;
}

/** One card for the four inquiry charts when the range has no inquiry at all. */
export function NoInquiriesCard() {
  return (
    <ChartCard
      title="Inquiries"
      description="Per week, by service, source page and status."
      empty={NO_INQUIRIES}
    >
      {null}
    </ChartCard>
  );
}

export function InquiriesPerWeekChart({ analytics }: ChartsProps) {
  const data = analytics.perWeek.map((week) => ({ week: formatDay(week.weekStart), Inquiries: week.count }));
  return (
    <ChartCard
      title="Inquiries per week"
      description="Weeks start on Monday; spam is left out."
      empty={analytics.totals.inquiries === 0 && NO_INQUIRIES}
    >
      <AreaChart
        h={260}
        data={data}
        dataKey="week"
        series={[{ name: 'Inquiries', color: 'navy.6' }]}
        curveType="monotone"
        withDots={data.length <= 16}
        valueFormatter={whole}
        tickLine="none"
        gridAxis="y"
        yAxisProps={{ width: 32, allowDecimals: false }}
      />
    </ChartCard>
  );
}

/** Horizontal bars of counts per label, one card: what a lead breakdown looks like. */
function CountBars(props: {
  title: string;
  description: string;
  color: string;
  rows: { label: string; count: number }[];
}) {
  const data = props.rows.map((row) => ({ label: row.label, Inquiries: row.count }));
  return (
    <ChartCard title={props.title} description={props.description} empty={data.length === 0 && NO_INQUIRIES}>
      <BarChart
        h={Math.max(160, data.length * 40 + 40)}
        data={data}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'Inquiries', color: props.color }]}
        valueFormatter={whole}
        yAxisProps={categoryAxis}
        xAxisProps={{ allowDecimals: false }}
        gridAxis="x"
        maxBarWidth={22}
      />
    </ChartCard>
  );
}

export function ServiceChart({ analytics }: ChartsProps) {
  const entries = topWithRest(analytics.byService, MAX_BARS, (count, services) => ({
    service: `${services} other services`,
    count,
  }));
  return (
    <CountBars
      title="By service"
      description="What people asked about."
      color="navy.6"
      rows={entries.map((entry) => ({ label: entry.service ?? 'Not given', count: entry.count }))}
    />
  );
}

export function SourceChart({ analytics }: ChartsProps) {
  const entries = topWithRest(analytics.bySource, MAX_BARS, (count, pages) => ({
    sourcePath: `${pages} other pages`,
    count,
  }));
  return (
    <CountBars
      title="By source page"
      description="The page each form was sent from."
      color="cyan.7"
      rows={entries.map((entry) => ({ label: entry.sourcePath ?? 'Unknown page', count: entry.count }))}
    />
  );
}

export function StatusChart({ analytics }: ChartsProps) {
  const data = analytics.byStatus
    .filter((entry) => entry.count > 0)
    .map((entry) => ({
      name: inquiryStatuses[entry.status].label,
      value: entry.count,
      color: `${inquiryStatuses[entry.status].color}.6`,
    }));
  return (
    <ChartCard
      title="By status"
      description="Where this range’s inquiries stand now."
      empty={data.length === 0 && NO_INQUIRIES}
    >
      <Group justify="center" gap="xl" wrap="wrap">
        <DonutChart
          data={data}
          size={180}
          thickness={26}
          chartLabel={analytics.totals.inquiries}
          withTooltip
        />
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.map((entry) => (
            <Group key={entry.name} component="li" gap="xs" wrap="nowrap">
              <Box w={10} h={10} bg={entry.color} style={{ borderRadius: 3 }} aria-hidden />
              <Text size="sm" w={84}>
                {entry.name}
              </Text>
              <Text size="sm" fw={600}>
                {entry.value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}

export function SubscriberChart({ analytics }: ChartsProps) {
  const { subscribers } = analytics;
  const data = subscribers.perWeek.map((week) => ({
    week: formatDay(week.weekStart),
    Subscribers: week.cumulative,
  }));
  const added = subscribers.perWeek.reduce((sum, week) => sum + week.newCount, 0);
  return (
    <ChartCard
      title="Subscriber growth"
      description={`Newsletter list size at the end of each week; ${added} joined in this range.`}
      empty={
        subscribers.total === 0 && {
          title: 'No subscribers in this range',
          description: 'Sign-ups from the footer form will show here.',
        }
      }
    >
      <AreaChart
        h={240}
        data={data}
        dataKey="week"
        series={[{ name: 'Subscribers', color: 'blue.6' }]}
        curveType="stepAfter"
        withDots={false}
        valueFormatter={whole}
        tickLine="none"
        gridAxis="y"
        yAxisProps={{ width: 40, allowDecimals: false }}
      />
    </ChartCard>
  );
}
