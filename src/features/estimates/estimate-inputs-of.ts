import type { EstimateInputs, EstimatePackage, EstimatePlan } from './calculate-estimate';
import { type EstimateRulesValues, rulesFromSettings } from './estimate-rules';

/**
 * The estimate's inputs from the packages, plans and rules settings visitors see: only what the
 * calculator reads (no ids, pictures or notes go to the browser). One mapping for the page's
 * estimate and for the quote kept with a lead, so both work a range out from the same facts.
 */
export function estimateInputsOf(
  packages: readonly EstimatePackage[],
  plans: readonly EstimatePlan[],
  settings: Record<string, unknown>,
): EstimateInputs {
  return {
    packages: packages.map(({ name, cameraCount, priceCents, audience }) => ({
      name,
      cameraCount,
      priceCents,
      audience,
    })),
    plans: plans.map(({ slug, title, priceMonthlyCents, audience }) => ({
      slug,
      title,
      priceMonthlyCents,
      audience,
    })),
    rules: rulesFromSettings(settings as unknown as EstimateRulesValues),
  };
}
