import { PROPERTY_TYPES, type PropertyType } from '@/lib/property-types';

/** A recording length a visitor may pick, with what it adds to the price (0: included). */
export interface RecordingOption {
  days: number;
  priceCents: number;
}

/** The estimate's rules as the calculator reads them: every value present. */
export interface EstimateRules {
  indoorCameraCents: number;
  outdoorCameraCents: number;
  /** Shortest first; the first is the included one (price 0). */
  recordingOptions: RecordingOption[];
  propertyPercent: Record<PropertyType, number>;
  rangeBelowPercent: number;
  rangeAbovePercent: number;
  roundToCents: number;
  /** Monthly monitoring when no published plan has a price; null: none offered then. */
  monitoringMonthlyCents: number | null;
  includes: string;
}

/** What a rule left empty in "Estimate rules" stands for (also the demo business's values). */
export const DEFAULT_ESTIMATE_RULES: EstimateRules = {
  indoorCameraCents: 25_000,
  outdoorCameraCents: 35_000,
  recordingOptions: [
    { days: 30, priceCents: 0 },
    { days: 60, priceCents: 25_000 },
    { days: 90, priceCents: 45_000 },
  ],
  propertyPercent: { residential: 0, commercial: 10, industrial: 20, multifamily: 15, other: 5 },
  rangeBelowPercent: 10,
  rangeAbovePercent: 15,
  roundToCents: 5_000,
  monitoringMonthlyCents: null,
  includes:
    'Cameras, recorder and hard drive, cabling, installation, phone app setup and a walkthrough. Prices before tax.',
};

/** The "Estimate rules" settings as stored: every field may be empty (null). */
export interface EstimateRulesValues {
  indoorCameraCents: number | null;
  outdoorCameraCents: number | null;
  includedRecordingDays: number | null;
  longerRecordingDays: number | null;
  longerRecordingCents: number | null;
  longestRecordingDays: number | null;
  longestRecordingCents: number | null;
  residentialPercent: number | null;
  commercialPercent: number | null;
  industrialPercent: number | null;
  multifamilyPercent: number | null;
  otherPercent: number | null;
  rangeBelowPercent: number | null;
  rangeAbovePercent: number | null;
  roundToCents: number | null;
  monitoringMonthlyCents: number | null;
  includes: string | null;
  /** When staff last saved them: null while never saved (the defaults apply). */
  updatedAt: string | null;
}

/**
 * The rules from the settings. Never saved: the defaults. Saved: an empty value takes its default,
 * except a longer recording option, offered only with both its days and its price and when longer
 * than the included days (a duplicate length once).
 */
export function rulesFromSettings(values: EstimateRulesValues): EstimateRules {
  const fallback = DEFAULT_ESTIMATE_RULES;
  if (values.updatedAt === null) return fallback;
  const included = values.includedRecordingDays ?? fallback.recordingOptions[0].days;
  const extra: RecordingOption[] = [
    [values.longerRecordingDays, values.longerRecordingCents],
    [values.longestRecordingDays, values.longestRecordingCents],
  ].flatMap(([days, priceCents]) =>
    days !== null && priceCents !== null && days > included ? [{ days, priceCents }] : [],
  );
  const unique = extra
    .sort((a, b) => a.days - b.days)
    .filter((option, index, all) => index === 0 || all[index - 1].days !== option.days);
  const propertyPercent = Object.fromEntries(
    PROPERTY_TYPES.map((type) => [type, values[`${type}Percent`] ?? fallback.propertyPercent[type]]),
  ) as Record<PropertyType, number>;
  return {
    indoorCameraCents: values.indoorCameraCents ?? fallback.indoorCameraCents,
    outdoorCameraCents: values.outdoorCameraCents ?? fallback.outdoorCameraCents,
    recordingOptions: [{ days: included, priceCents: 0 }, ...unique],
    propertyPercent,
    rangeBelowPercent: values.rangeBelowPercent ?? fallback.rangeBelowPercent,
    rangeAbovePercent: values.rangeAbovePercent ?? fallback.rangeAbovePercent,
    roundToCents:
      values.roundToCents && values.roundToCents > 0 ? values.roundToCents : fallback.roundToCents,
    monitoringMonthlyCents: values.monitoringMonthlyCents ?? fallback.monitoringMonthlyCents,
    includes: values.includes?.trim() || fallback.includes,
  };
}
