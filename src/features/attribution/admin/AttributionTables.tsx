'use client';

import { Table, Text } from '@mantine/core';
import { formatMoney } from '@/admin/records/fields/format-value';
import type { LeadAnalytics } from './analytics-api';
import { ChartCard } from './ChartCard';

interface TablesProps {
  analytics: LeadAnalytics;
}

interface OutcomeRow {
  key: string;
  name: string;
  detail?: string;
  leads: number;
  won: number;
  wonRevenueCents: number;
}

const NO_LEADS = { title: 'No inquiries in this range', description: 'Pick a longer range to see more.' };

/** One table of leads, won jobs and their value per row: by source, or by campaign. */
function OutcomeTable({
  caption,
  nameHeader,
  rows,
}: {
  caption: string;
  nameHeader: string;
  rows: OutcomeRow[];
}) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped verticalSpacing="xs" horizontalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{nameHeader}</Table.Th>
            <Table.Th scope="col" ta="right">
              Leads
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Won
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Won revenue
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.name}
                {row.detail && (
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {row.detail}
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="right">{row.leads}</Table.Td>
              <Table.Td ta="right">{row.won}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.wonRevenueCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function LeadSourceTable({ analytics }: TablesProps) {
  return (
    <ChartCard
      title="By lead source"
      description="Where each visit that became a lead came from: campaign tags, an ad click or the site that sent it."
      empty={analytics.byLeadSource.length === 0 && NO_LEADS}
    >
      <OutcomeTable
        caption="Leads, won jobs and won revenue by lead source"
        nameHeader="Source"
        rows={analytics.byLeadSource.map((entry) => ({
          key: `${entry.source}/${entry.medium}`,
          name: entry.label,
          detail:
            entry.source === '(not set)'
              ? 'Typed in by staff, or sent without scripts'
              : `${entry.source} / ${entry.medium}`,
          ...entry,
        }))}
      />
    </ChartCard>
  );
}

export function CampaignTable({ analytics }: TablesProps) {
  return (
    <ChartCard
      title="By campaign"
      description="The campaign name (utm_campaign) of the link the visit started from."
      empty={analytics.byCampaign.length === 0 && NO_LEADS}
    >
      <OutcomeTable
        caption="Leads, won jobs and won revenue by campaign"
        nameHeader="Campaign"
        rows={analytics.byCampaign.map((entry) => ({
          key: entry.campaign ?? '',
          name: entry.campaign ?? 'No campaign',
          ...entry,
        }))}
      />
    </ChartCard>
  );
}

/** Taps on the phone (`tel:`) and text (`sms:`) links, per page of the public site. */
export function ContactTapsTable({ analytics }: TablesProps) {
  const rows = analytics.tapsByPage;
  return (
    <ChartCard
      title="Call and text taps"
      description="Taps on the phone and text links, per page. People who call straight away are leads too."
      empty={
        rows.length === 0 && {
          title: 'No taps in this range',
          description: 'Taps on the phone and text links of the site will show here.',
        }
      }
    >
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing="xs" horizontalSpacing="sm" aria-label="Call and text taps per page">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Page</Table.Th>
              <Table.Th scope="col" ta="right">
                Call taps
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Text taps
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.path}>
                <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {row.path}
                </Table.Th>
                <Table.Td ta="right">{row.calls}</Table.Td>
                <Table.Td ta="right">{row.texts}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ChartCard>
  );
}
