import type { PropertyType } from '@/lib/property-types';
import { PROPERTY_TYPES } from '@/lib/property-types';
import { type EstimateConfig, type EstimateInputs, MAX_CAMERAS_EACH, plansFor } from './calculate-estimate';
import { offeredTo } from './offer-audience';

/**
 * An estimate's configuration in an address: `?property=residential&indoor=2&outdoor=4&days=30
 * &monitoring=yes` (`monitoring` is `no`, `yes` or a plan's slug). Used by the packages page, the
 * free-quote page and its form's hidden field, and by anything else that links to an estimate.
 */
export const ESTIMATE_QUERY_KEYS = ['property', 'indoor', 'outdoor', 'days', 'monitoring'] as const;

/** What a page opens with when the address asks for nothing: a typical house. */
export const DEFAULT_ANSWERS = { propertyType: 'residential', indoorCameras: 1, outdoorCameras: 3 } as const;

export type QueryValues = Record<string, string | string[] | undefined> | URLSearchParams;

const queryValue = (query: QueryValues, key: string): string | undefined => {
  const value = query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key];
  return typeof value === 'string' ? value : undefined;
};

/** A whole number as an address writes it; a larger one than the form offers is clamped. */
const COUNT = /^\d{1,6}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether an address carries an estimate at all (any of its keys). */
export function hasEstimateQuery(query: QueryValues): boolean {
  return ESTIMATE_QUERY_KEYS.some((key) => queryValue(query, key) !== undefined);
}

/**
 * The configuration an address asks for, made safe: a count is clamped to what the form offers, and
 * a value that is not one of the offered ones (property type, recording length, monitoring plan)
 * takes the default, and a monitoring plan meant for another kind of property the first one meant for
 * this one. Never fails: a made-up address shows the default estimate.
 */
export function estimateConfigFromQuery(query: QueryValues, inputs: EstimateInputs): EstimateConfig {
  const property = queryValue(query, 'property');
  const propertyType = PROPERTY_TYPES.includes(property as PropertyType)
    ? (property as PropertyType)
    : DEFAULT_ANSWERS.propertyType;
  const count = (key: string, fallback: number) => {
    const value = queryValue(query, key);
    return value !== undefined && COUNT.test(value) ? Math.min(Number(value), MAX_CAMERAS_EACH) : fallback;
  };
  let indoorCameras = count('indoor', DEFAULT_ANSWERS.indoorCameras);
  const outdoorCameras = count('outdoor', DEFAULT_ANSWERS.outdoorCameras);
  if (indoorCameras + outdoorCameras === 0) indoorCameras = 1;
  const days = Number(queryValue(query, 'days'));
  const options = inputs.rules.recordingOptions;
  const recordingDays = options.some((option) => option.days === days) ? days : options[0].days;
  const monitoring = queryValue(query, 'monitoring');
  const plans = plansFor(inputs.plans, propertyType);
  const config: EstimateConfig = {
    propertyType,
    indoorCameras,
    outdoorCameras,
    recordingDays,
    monitoring: false,
  };
  const offered = plans.length > 0 || inputs.rules.monitoringMonthlyCents !== null;
  if (monitoring === 'yes' && offered) config.monitoring = true;
  else if (monitoring && plans.some((plan) => plan.slug === monitoring)) {
    config.monitoring = true;
    // A plan meant for another kind of property (a home plan for a shop) gives way to one meant for this.
    const asked = plans.find((plan) => plan.slug === monitoring);
    const meant = plans.find((plan) => offeredTo(plan.audience, propertyType));
    config.monitoringPlan =
      asked && meant && !offeredTo(asked.audience, propertyType) ? meant.slug : monitoring;
  }
  return config;
}

/** The address's query of a configuration (without `?`), as `estimateConfigFromQuery` reads it. */
export function estimateQueryOf(config: EstimateConfig): string {
  return new URLSearchParams({
    property: config.propertyType,
    indoor: String(config.indoorCameras),
    outdoor: String(config.outdoorCameras),
    days: String(config.recordingDays),
    monitoring: config.monitoring ? (config.monitoringPlan ?? 'yes') : 'no',
  }).toString();
}

/**
 * A configuration sent back exactly as `estimateQueryOf` wrote it (the quote form's hidden field),
 * or null: every key present once, nothing else, each value well formed. Whether the values are
 * offered is the calculator's to say.
 */
export function strictEstimateConfigFromQuery(text: string): EstimateConfig | null {
  if (text.length > 300) return null;
  const query = new URLSearchParams(text);
  const keys = [...query.keys()];
  if (keys.length !== ESTIMATE_QUERY_KEYS.length || !ESTIMATE_QUERY_KEYS.every((key) => keys.includes(key)))
    return null;
  const [property, indoor, outdoor, days, monitoring] = ESTIMATE_QUERY_KEYS.map(
    (key) => query.get(key) ?? '',
  );
  if (!PROPERTY_TYPES.includes(property as PropertyType)) return null;
  if (![indoor, outdoor, days].every((value) => COUNT.test(value)) || !SLUG.test(monitoring)) return null;
  const config: EstimateConfig = {
    propertyType: property as PropertyType,
    indoorCameras: Number(indoor),
    outdoorCameras: Number(outdoor),
    recordingDays: Number(days),
    monitoring: monitoring !== 'no',
  };
  if (monitoring !== 'no' && monitoring !== 'yes') config.monitoringPlan = monitoring;
  return config;
}
