import { PROPERTY_TYPES, type PropertyType } from '@/lib/property-types';
import type { EstimateRules } from './estimate-rules';
import { type OfferAudience, offersFor } from './offer-audience';

/** What a visitor answers: the estimate's configuration (the API's `estimate`, the page's query). */
export interface EstimateConfig {
  propertyType: PropertyType;
  indoorCameras: number;
  outdoorCameras: number;
  recordingDays: number;
  monitoring: boolean;
  /** The monitoring plan's slug; absent with monitoring: the least expensive plan. */
  monitoringPlan?: string;
}

/** The most cameras of each kind an estimate takes: past this, a survey prices the job. */
export const MAX_CAMERAS_EACH = 32;

/** A camera package as the estimate reads it; an unpublished one is never used. */
export interface EstimatePackage {
  name: string;
  cameraCount: number;
  priceCents: number;
  /** Whom it is for: a home is quoted from home packages, a business from business ones. */
  audience: OfferAudience | null;
  published?: boolean;
}

/** A monitoring plan as the estimate reads it; one without a monthly price is never used. */
export interface EstimatePlan {
  slug: string;
  title: string;
  priceMonthlyCents: number | null;
  audience: OfferAudience | null;
  published?: boolean;
}

export interface EstimateInputs {
  packages: EstimatePackage[];
  plans: EstimatePlan[];
  rules: EstimateRules;
}

/** One part of the estimate: what it is and what it adds (before the range is taken around it). */
export interface EstimateLine {
  label: string;
  cents: number;
}

export interface Estimate {
  config: EstimateConfig;
  package: { name: string; cameraCount: number; priceCents: number };
  extraIndoor: number;
  extraOutdoor: number;
  lines: EstimateLine[];
  totalCents: number;
  lowCents: number;
  highCents: number;
  /** The monitoring chosen, by the month; null without monitoring. */
  monitoring: { title: string | null; monthlyCents: number } | null;
}

export type EstimateOutcome = { ok: true; estimate: Estimate } | { ok: false; problem: string };

const isCount = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_CAMERAS_EACH;

/** The packages and plans a visitor may be quoted from, least expensive first. */
export function usablePackages(packages: EstimatePackage[]): EstimatePackage[] {
  return packages
    .filter((item) => item.published !== false && item.cameraCount > 0 && item.priceCents >= 0)
    .sort((a, b) => a.cameraCount - b.cameraCount || a.priceCents - b.priceCents);
}

/** The packages a kind of property is quoted from, least expensive first. */
export const packagesFor = (packages: EstimatePackage[], propertyType: PropertyType) =>
  offersFor(usablePackages(packages), propertyType);

export function usablePlans(plans: EstimatePlan[]): (EstimatePlan & { priceMonthlyCents: number })[] {
  return plans
    .filter((plan): plan is EstimatePlan & { priceMonthlyCents: number } => {
      return plan.published !== false && plan.priceMonthlyCents !== null && plan.priceMonthlyCents >= 0;
    })
    .sort((a, b) => a.priceMonthlyCents - b.priceMonthlyCents);
}

/**
 * Every usable plan, those meant for the kind of property first (least expensive first within
 * each): the order a visitor is offered them in, and the first is the one "monitoring: yes" means.
 */
export function plansFor(plans: EstimatePlan[], propertyType: PropertyType) {
  const usable = usablePlans(plans);
  const meant = offersFor(usable, propertyType);
  return [...meant, ...usable.filter((plan) => !meant.includes(plan))];
}

/** The monthly monitoring a configuration asks for, or why it cannot have it. */
function monitoringOf(config: EstimateConfig, inputs: EstimateInputs): Estimate['monitoring'] | string {
  if (!config.monitoring) return null;
  const plans = plansFor(inputs.plans, config.propertyType);
  if (config.monitoringPlan !== undefined) {
    const plan = plans.find((item) => item.slug === config.monitoringPlan);
    return plan
      ? { title: plan.title, monthlyCents: plan.priceMonthlyCents }
      : 'That monitoring plan is not offered';
  }
  if (plans[0]) return { title: plans[0].title, monthlyCents: plans[0].priceMonthlyCents };
  const fallback = inputs.rules.monitoringMonthlyCents;
  return fallback === null ? 'Monitoring is not offered' : { title: null, monthlyCents: fallback };
}

const roundDown = (cents: number, step: number) => Math.floor(cents / step) * step;
const roundUp = (cents: number, step: number) => Math.ceil(cents / step) * step;

/**
 * The price range of a configuration: the smallest published package meant for the kind of property
 * (a home's or a business's) with at least the cameras asked for (the largest when none has), plus each camera beyond it at the per-camera prices (the
 * package's cameras go outside first, as outdoor cameras cost more), plus the recording option, the
 * property type's adjustment on all of that, then the range's spread, rounded outward, never starting
 * below the package's own "from" price. Refuses what
 * no visitor can ask for: no camera, counts out of range, an unknown property type, a recording
 * length or monitoring plan not offered.
 */
export function calculateEstimate(config: EstimateConfig, inputs: EstimateInputs): EstimateOutcome {
  const { rules } = inputs;
  if (!PROPERTY_TYPES.includes(config.propertyType)) return { ok: false, problem: 'Unknown property type' };
  if (!isCount(config.indoorCameras) || !isCount(config.outdoorCameras))
    return { ok: false, problem: `Cameras must be whole numbers from 0 to ${MAX_CAMERAS_EACH}` };
  const cameras = config.indoorCameras + config.outdoorCameras;
  if (cameras === 0) return { ok: false, problem: 'Choose at least one camera' };
  const recording = rules.recordingOptions.find((option) => option.days === config.recordingDays);
  if (!recording) return { ok: false, problem: 'That recording length is not offered' };
  const monitoring = monitoringOf(config, inputs);
  if (typeof monitoring === 'string') return { ok: false, problem: monitoring };
  const packages = packagesFor(inputs.packages, config.propertyType);
  const chosen = packages.find((item) => item.cameraCount >= cameras) ?? packages.at(-1);
  if (!chosen) return { ok: false, problem: 'No package is published' };

  const extra = Math.max(0, cameras - chosen.cameraCount);
  const extraIndoor = Math.min(extra, config.indoorCameras);
  const extraOutdoor = extra - extraIndoor;
  const lines: EstimateLine[] = [
    { label: `${chosen.name} package (${chosen.cameraCount} cameras)`, cents: chosen.priceCents },
  ];
  if (extraIndoor > 0)
    lines.push({
      label: `${extraIndoor} extra indoor camera${extraIndoor > 1 ? 's' : ''}`,
      cents: extraIndoor * rules.indoorCameraCents,
    });
  if (extraOutdoor > 0)
    lines.push({
      label: `${extraOutdoor} extra outdoor camera${extraOutdoor > 1 ? 's' : ''}`,
      cents: extraOutdoor * rules.outdoorCameraCents,
    });
  if (recording.priceCents > 0)
    lines.push({ label: `${recording.days} days of recording`, cents: recording.priceCents });
  const subtotal = lines.reduce((sum, line) => sum + line.cents, 0);
  const percent = rules.propertyPercent[config.propertyType];
  if (percent !== 0)
    lines.push({
      label: `Property type ${percent > 0 ? '+' : ''}${percent}%`,
      cents: Math.round((subtotal * percent) / 100),
    });
  const totalCents = Math.max(
    0,
    lines.reduce((sum, line) => sum + line.cents, 0),
  );
  const step = rules.roundToCents;
  // The range never starts below the price the package is advertised "from".
  const lowCents = Math.max(
    chosen.priceCents,
    roundDown((totalCents * (100 - rules.rangeBelowPercent)) / 100, step),
  );
  const highCents = Math.max(lowCents, roundUp((totalCents * (100 + rules.rangeAbovePercent)) / 100, step));
  const { monitoringPlan, ...answers } = config;
  return {
    ok: true,
    estimate: {
      config: config.monitoring && monitoringPlan !== undefined ? { ...answers, monitoringPlan } : answers,
      package: { name: chosen.name, cameraCount: chosen.cameraCount, priceCents: chosen.priceCents },
      extraIndoor,
      extraOutdoor,
      lines,
      totalCents,
      lowCents,
      highCents,
      monitoring,
    },
  };
}
