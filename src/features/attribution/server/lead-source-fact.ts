import 'server-only';
import type { Attribution, FactRow } from '@/features/inquiries/browser';
import { leadSourceOf } from './lead-source';

/**
 * "Where this lead came from", as the inbox shows it: a one-line summary and the details in a
 * business owner's words. Computed on the server for every inquiry the API returns (`leadSource`).
 */
export interface LeadSourceFact {
  summary: string;
  source: string;
  medium: string;
  rows: FactRow[];
}

export function leadSourceFact(attribution: Attribution): LeadSourceFact {
  const { source, medium, label } = leadSourceOf(attribution);
  const rows: FactRow[] = [{ label: 'Source', value: label }];
  if (label !== 'Not recorded') rows.push({ label: 'Source / medium', value: `${source} / ${medium}` });
  rows.push({ label: 'Campaign', value: attribution.utmCampaign || 'None' });
  if (attribution.utmTerm) rows.push({ label: 'Search term or keyword', value: attribution.utmTerm });
  if (attribution.utmContent) rows.push({ label: 'Ad or link variant', value: attribution.utmContent });
  rows.push({ label: 'Landing page', value: attribution.landingPage || 'Not recorded' });
  rows.push({
    label: 'Came from site',
    value: attribution.referrer || 'None: typed in, a bookmark, an app, or not told by the browser',
  });
  if (attribution.clickIdType && attribution.clickId)
    rows.push({ label: 'Ad click id', value: `${attribution.clickIdType}: ${attribution.clickId}` });
  return { summary: label, source, medium, rows };
}
