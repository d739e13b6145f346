import { PROPERTY_TYPE_LABELS } from '@/lib/property-types';
import { formatPrice } from '@/site/format';
import type { Estimate } from './calculate-estimate';

/** `$2,250 – $2,900`: the estimate as a person reads it. */
export const rangeText = (estimate: Estimate) =>
  `${formatPrice(estimate.lowCents)} – ${formatPrice(estimate.highCents)}`;

/** `$39 a month (Home Alarm Monitoring)`, or null without monitoring. */
export function monthlyText(estimate: Estimate): string | null {
  const { monitoring } = estimate;
  if (!monitoring) return null;
  const price = `${formatPrice(monitoring.monthlyCents)} a month`;
  return monitoring.title ? `${price} (${monitoring.title})` : price;
}

const cameras = (count: number) => `${count} camera${count === 1 ? '' : 's'}`;

/**
 * The quote kept with an inquiry, one row per answer and result: the inbox shows it as a table, the
 * CSV export as one cell, and the API answers it as label/value pairs.
 */
export function quoteRows(estimate: Estimate): { label: string; value: string }[] {
  const { config } = estimate;
  const extras = [
    estimate.extraIndoor > 0 && `${estimate.extraIndoor} indoor`,
    estimate.extraOutdoor > 0 && `${estimate.extraOutdoor} outdoor`,
  ].filter(Boolean);
  return [
    { label: 'Property type', value: PROPERTY_TYPE_LABELS[config.propertyType] },
    { label: 'Indoor cameras', value: String(config.indoorCameras) },
    { label: 'Outdoor cameras', value: String(config.outdoorCameras) },
    { label: 'Recording', value: `${config.recordingDays} days` },
    { label: 'Monitoring', value: estimate.monitoring ? (estimate.monitoring.title ?? 'Yes') : 'No' },
    {
      label: 'Package',
      value: `${estimate.package.name} (${cameras(estimate.package.cameraCount)}, ${formatPrice(estimate.package.priceCents)})`,
    },
    { label: 'Extra cameras', value: extras.length ? extras.join(', ') : 'None' },
    { label: 'Estimated range', value: rangeText(estimate) },
    {
      label: 'Monitoring per month',
      value: estimate.monitoring ? formatPrice(estimate.monitoring.monthlyCents) : 'None',
    },
  ];
}
