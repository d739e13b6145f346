import type { Attribution } from '@/features/inquiries/browser';
import { leadSourceOf } from './lead-source';

/**
 * Leads and won revenue by where they came from: by source (and medium) and by campaign. Pure, on
 * rows already cut to the range and stripped of spam, so it is the same on both engines.
 */

export interface AttributedLead {
  status: string;
  attribution: Attribution;
  /** The job's value in cents, counted only once the lead is won. */
  wonValueCents: number | null;
}

interface Outcome {
  leads: number;
  won: number;
  wonRevenueCents: number;
}

export interface SourceOutcome extends Outcome {
  source: string;
  medium: string;
  /** The owner's words: `Google Ads (gclid)`, `Yelp`, `Direct`. */
  label: string;
}

export interface CampaignOutcome extends Outcome {
  /** `utm_campaign` as tagged (trimmed); null for leads of no campaign. */
  campaign: string | null;
}

const add = (outcome: Outcome, lead: AttributedLead) => {
  outcome.leads += 1;
  if (lead.status === 'won') {
    outcome.won += 1;
    outcome.wonRevenueCents += lead.wonValueCents ?? 0;
  }
};

/** Most leads first, then most revenue, then by name; the "none" entry last. */
const byWeight =
  <T extends Outcome>(name: (entry: T) => string | null) =>
  (a: T, b: T) => {
    if (a.leads !== b.leads) return b.leads - a.leads;
    if (a.wonRevenueCents !== b.wonRevenueCents) return b.wonRevenueCents - a.wonRevenueCents;
    const [nameA, nameB] = [name(a), name(b)];
    if (nameA === null || nameB === null) return nameA === null ? 1 : -1;
    return nameA.localeCompare(nameB);
  };

export function summarizeAttribution(leads: readonly AttributedLead[]) {
  const sources = new Map<string, SourceOutcome>();
  const campaigns = new Map<string | null, CampaignOutcome>();
  let wonRevenueCents = 0;
  for (const lead of leads) {
    const { source, medium, label } = leadSourceOf(lead.attribution);
    const sourceKey = `${source}\n${medium}`;
    const bySource = sources.get(sourceKey) ?? {
      source,
      medium,
      label,
      leads: 0,
      won: 0,
      wonRevenueCents: 0,
    };
    add(bySource, lead);
    sources.set(sourceKey, bySource);
    const campaign = lead.attribution.utmCampaign?.trim() || null;
    const byCampaign = campaigns.get(campaign) ?? { campaign, leads: 0, won: 0, wonRevenueCents: 0 };
    add(byCampaign, lead);
    campaigns.set(campaign, byCampaign);
    if (lead.status === 'won') wonRevenueCents += lead.wonValueCents ?? 0;
  }
  return {
    wonRevenueCents,
    byLeadSource: [...sources.values()].sort(
      byWeight((entry) => (entry.source === '(not set)' ? null : entry.label)),
    ),
    byCampaign: [...campaigns.values()].sort(byWeight((entry) => entry.campaign)),
  };
}
