import type { Locale } from '@/kit/locales';
import { formatPrice } from '@/site/format';
import type { Estimate } from '../calculate-estimate';
import type { EstimateRules } from '../estimate-rules';

/**
 * The estimate's changing text (the range, the monthly price, what makes it up, why there is
 * none) in the page's language: written by the server into the page and by the browser as the
 * answers change, from the same plain words (they travel to the browser as props).
 */
export interface LiveWords {
  /** `{monthly}`: the monthly price, with the plan. */
  monitoringLine: string;
  /** `{price}`: a monthly price. */
  perMonth: string;
  /** What makes the estimate up, `{…}` filled in; null: the calculator's own (English) words. */
  lines: {
    package: string;
    extraIndoorOne: string;
    extraIndoorMany: string;
    extraOutdoorOne: string;
    extraOutdoorMany: string;
    recording: string;
    propertyType: string;
  } | null;
  /** The calculator's reasons for no estimate, by its English words; missing: said as it says them. */
  problems: Record<string, string>;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** `$2,250 – $2,900`: the estimate as a person reads it. */
export const rangeIn = (estimate: Estimate, locale: Locale) =>
  `${formatPrice(estimate.lowCents, locale)} – ${formatPrice(estimate.highCents, locale)}`;

/** `Monitoring: $39 a month (Home Alarm Monitoring)`, or null without monitoring. */
export function monitoringLineOf(estimate: Estimate, words: LiveWords, locale: Locale): string | null {
  const { monitoring } = estimate;
  if (!monitoring) return null;
  const price = fill(words.perMonth, { price: formatPrice(monitoring.monthlyCents, locale) });
  return fill(words.monitoringLine, { monthly: monitoring.title ? `${price} (${monitoring.title})` : price });
}

/**
 * What makes the estimate up, one label a line, in the calculator's order (the package, extra
 * indoor and outdoor cameras, the recording option, the property type's adjustment); the
 * calculator's own labels when the words have none, or when the lines do not match.
 */
export function lineLabelsOf(estimate: Estimate, rules: EstimateRules, words: LiveWords): string[] {
  const own = estimate.lines.map((line) => line.label);
  const templates = words.lines;
  if (!templates) return own;
  const labels = [
    fill(templates.package, { name: estimate.package.name, count: estimate.package.cameraCount }),
  ];
  if (estimate.extraIndoor > 0) {
    const template = estimate.extraIndoor > 1 ? templates.extraIndoorMany : templates.extraIndoorOne;
    labels.push(fill(template, { count: estimate.extraIndoor }));
  }
  if (estimate.extraOutdoor > 0) {
    const template = estimate.extraOutdoor > 1 ? templates.extraOutdoorMany : templates.extraOutdoorOne;
    labels.push(fill(template, { count: estimate.extraOutdoor }));
  }
  const recording = rules.recordingOptions.find((option) => option.days === estimate.config.recordingDays);
  if (recording && recording.priceCents > 0) labels.push(fill(templates.recording, { days: recording.days }));
  const percent = rules.propertyPercent[estimate.config.propertyType];
  if (percent !== 0)
    labels.push(fill(templates.propertyType, { percent: `${percent > 0 ? '+' : ''}${percent}` }));
  return labels.length === own.length ? labels : own;
}

/** Why there is no estimate, as a sentence: `Choose at least one camera.` */
export const problemTextOf = (problem: string, words: LiveWords) => `${words.problems[problem] ?? problem}.`;
