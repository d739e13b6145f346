/** The longest reason kept (the column's width): the reasons are the site's own short texts. */
export const ESTIMATE_NOT_KEPT_MAX = 300;

/**
 * "Estimate not kept" on a lead: the visitor sent an instant estimate with their request that the
 * current packages and rules no longer offer (a stale page, a tampered field), so the site kept the
 * request without it. The site's record of what happened, never edited by staff.
 */
export interface EstimateNotKeptFact {
  reason: string;
  /** The inbox's marker beside the lead, a badge: staff must ask the visitor. */
  summary: string;
  attention: true;
  /** Said in the lead's Instant estimate row, which is empty. */
  note: string;
}

export function estimateNotKeptFact(reason: string | null | undefined): EstimateNotKeptFact | null {
  if (!reason) return null;
  return {
    reason,
    summary: 'Estimate not kept',
    attention: true,
    note: `Estimate not kept: ${reason}; ask the visitor what they need.`,
  };
}
