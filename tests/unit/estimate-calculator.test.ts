import { describe, expect, it } from 'vitest';
import {
  calculateEstimate,
  type Estimate,
  type EstimateConfig,
  type EstimateInputs,
  type EstimatePackage,
  plansFor,
} from '@/features/estimates/calculate-estimate';
import { estimateConfigSchema } from '@/features/estimates/estimate-config';
import {
  estimateConfigFromQuery,
  estimateQueryOf,
  strictEstimateConfigFromQuery,
} from '@/features/estimates/estimate-query';
import {
  DEFAULT_ESTIMATE_RULES,
  type EstimateRulesValues,
  rulesFromSettings,
} from '@/features/estimates/estimate-rules';
import { quoteRows } from '@/features/estimates/estimate-text';
import type { OfferAudience } from '@/features/estimates/offer-audience';
import { fillPrices, priceBookOf, UNKNOWN_PRICE_TEXT } from '@/features/estimates/price-tokens';
import { estimateRulesDemo } from '@/features/estimates/server/demo';
import { estimateRulesSettings } from '@/features/estimates/settings';
import type { PropertyType } from '@/lib/property-types';
import { monitoringPlans } from '@/modules/cctv/server/demo';
import { cctvPackages } from '@/modules/cctv-packages/server/demo';

/** The demo business's packages, plans and estimate rules, as the seed stores them (all published). */
const packages = cctvPackages.map((item) => ({
  name: String(item.name),
  cameraCount: Number(item.cameraCount),
  priceCents: Number(item.priceCents),
  audience: item.audience as OfferAudience,
}));
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const plans = monitoringPlans.map((plan) => ({
  slug: slugOf(String(plan.title)),
  title: String(plan.title),
  priceMonthlyCents: Number(plan.priceMonthlyCents),
  audience: plan.audience as OfferAudience,
}));
const demoRuleValues = Object.fromEntries(
  Object.keys(estimateRulesSettings.fields).map((name) => [name, estimateRulesDemo[name] ?? null]),
) as unknown as EstimateRulesValues;
const rules = rulesFromSettings({ ...demoRuleValues, updatedAt: '2026-11-26T10:00:00.000Z' });
const inputs: EstimateInputs = { packages, plans, rules };

const bySize = (audience: OfferAudience) =>
  packages.filter((item) => item.audience === audience).sort((a, b) => a.cameraCount - b.cameraCount);
/** A home is quoted from the home packages, a business from the business ones. */
const [smallest, middle] = bySize('homes');
const [businessSmallest, largest] = bySize('businesses');
const percent = (cents: number, value: number) => (cents * value) / 100;
/**
 * The range the rules put around a total: below and above, rounded outward to the step, never
 * starting below the price of the package it names.
 */
const rangeOf = (total: number, packagePrice: number) => {
  const lowCents = Math.max(
    packagePrice,
    Math.floor(percent(total, 100 - rules.rangeBelowPercent) / rules.roundToCents) * rules.roundToCents,
  );
  return {
    lowCents,
    highCents: Math.max(
      lowCents,
      Math.ceil(percent(total, 100 + rules.rangeAbovePercent) / rules.roundToCents) * rules.roundToCents,
    ),
  };
};
/** Rules without the property type's percentage: totals are the packages' and cameras' prices. */
const flat: EstimateInputs = {
  ...inputs,
  rules: {
    ...rules,
    propertyPercent: { residential: 0, commercial: 0, industrial: 0, multifamily: 0, other: 0 },
  },
};

const config = (overrides: Partial<EstimateConfig> = {}): EstimateConfig => ({
  propertyType: 'residential',
  indoorCameras: 0,
  outdoorCameras: smallest.cameraCount,
  recordingDays: rules.recordingOptions[0].days,
  monitoring: false,
  ...overrides,
});

function estimate(overrides: Partial<EstimateConfig> = {}, given: EstimateInputs = inputs): Estimate {
  const outcome = calculateEstimate(config(overrides), given);
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.estimate;
}

const problemOf = (overrides: Partial<EstimateConfig>, given: EstimateInputs = inputs) => {
  const outcome = calculateEstimate(config(overrides), given);
  return outcome.ok ? null : outcome.problem;
};

describe('the demo business', () => {
  it('has home and business packages of growing size, several priced plans and two longer recording options', () => {
    expect(bySize('homes').map((item) => item.cameraCount)).toEqual([4, 8]);
    expect(bySize('businesses').map((item) => item.cameraCount)).toEqual([8, 16]);
    expect(plans.map((plan) => plan.audience)).toContain('homes');
    expect(plans.map((plan) => plan.audience)).toContain('businesses');
    expect(rules.recordingOptions.map((option) => option.days)).toEqual([30, 60, 90]);
    expect(rules.recordingOptions[0].priceCents).toBe(0);
    // Its values are the defaults a site whose rules were never saved works with.
    expect(rules).toEqual(DEFAULT_ESTIMATE_RULES);
  });
});

describe('calculateEstimate on the demo packages and rules', () => {
  it('prices a house with exactly the smallest package’s cameras from that package’s own price, never below it', () => {
    const result = estimate({ indoorCameras: 1, outdoorCameras: smallest.cameraCount - 1 });
    expect(result.package.name).toBe(smallest.name);
    expect(result.totalCents).toBe(smallest.priceCents);
    expect(result).toMatchObject(rangeOf(smallest.priceCents, smallest.priceCents));
    // "Home Starter from $1,499" and an estimate of it starting at $1,300 contradicted each other.
    expect(result.lowCents).toBe(smallest.priceCents);
    expect(result.highCents).toBeGreaterThan(result.totalCents);
    expect(result.highCents % rules.roundToCents).toBe(0);
    expect(result.monitoring).toBeNull();
  });

  it('never starts below the package it names, for any mix of cameras and kind of property', () => {
    for (const propertyType of ['residential', 'commercial', 'industrial', 'multifamily', 'other'] as const)
      for (let cameras = 1; cameras <= 20; cameras += 1) {
        const result = estimate({ propertyType, indoorCameras: 0, outdoorCameras: cameras });
        expect(result.lowCents, `${propertyType} ${cameras}`).toBeGreaterThanOrEqual(
          result.package.priceCents,
        );
        expect(result.highCents).toBeGreaterThanOrEqual(result.lowCents);
      }
  });

  it('takes the smallest package meant for the property that covers the cameras, at each boundary', () => {
    const packageFor = (cameras: number, propertyType: PropertyType = 'residential') =>
      estimate({ outdoorCameras: cameras, propertyType }).package.name;
    expect(packageFor(1)).toBe(smallest.name);
    expect(packageFor(smallest.cameraCount)).toBe(smallest.name);
    expect(packageFor(smallest.cameraCount + 1)).toBe(middle.name);
    expect(packageFor(middle.cameraCount)).toBe(middle.name);
    // More cameras than any home package: the largest home package and extra cameras.
    expect(packageFor(middle.cameraCount + 1)).toBe(middle.name);
    // A shop, a warehouse or an apartment building is quoted from the business packages.
    for (const business of ['commercial', 'industrial', 'multifamily'] as const) {
      expect(packageFor(1, business)).toBe(businessSmallest.name);
      expect(packageFor(businessSmallest.cameraCount, business)).toBe(businessSmallest.name);
      expect(packageFor(businessSmallest.cameraCount + 1, business)).toBe(largest.name);
      expect(packageFor(largest.cameraCount, business)).toBe(largest.name);
    }
  });

  it('quotes from every package when none is meant for the kind of property', () => {
    const homesOnly = { ...inputs, packages: packages.filter((item) => item.audience === 'homes') };
    expect(estimate({ propertyType: 'commercial', outdoorCameras: 2 }, homesOnly).package.name).toBe(
      smallest.name,
    );
  });

  it('adds cameras beyond the largest package at the per-camera prices, indoor ones first', () => {
    const indoor = 3;
    const outdoor = largest.cameraCount + 2 - indoor;
    const business = { propertyType: 'commercial' } as const;
    const result = estimate({ ...business, indoorCameras: indoor, outdoorCameras: outdoor }, flat);
    expect(result.package.name).toBe(largest.name);
    expect([result.extraIndoor, result.extraOutdoor]).toEqual([2, 0]);
    expect(result.totalCents).toBe(largest.priceCents + 2 * rules.indoorCameraCents);

    const most = estimate({ ...business, indoorCameras: 32, outdoorCameras: 32 }, flat);
    const extra = 64 - largest.cameraCount;
    expect([most.extraIndoor, most.extraOutdoor]).toEqual([32, extra - 32]);
    expect(most.totalCents).toBe(
      largest.priceCents + 32 * rules.indoorCameraCents + (extra - 32) * rules.outdoorCameraCents,
    );
    expect(most).toMatchObject(rangeOf(most.totalCents, largest.priceCents));
  });

  it('adds the recording option and the property type’s percentage of everything', () => {
    const [, longer, longest] = rules.recordingOptions;
    expect(estimate({ recordingDays: longer.days }).totalCents).toBe(smallest.priceCents + longer.priceCents);
    const business = estimate({ propertyType: 'commercial', recordingDays: longest.days });
    const subtotal = businessSmallest.priceCents + longest.priceCents;
    expect(business.totalCents).toBe(subtotal + percent(subtotal, rules.propertyPercent.commercial));
    expect(business.lines.map((line) => line.label)).toEqual([
      `${businessSmallest.name} package (${businessSmallest.cameraCount} cameras)`,
      `${longest.days} days of recording`,
      `Property type +${rules.propertyPercent.commercial}%`,
    ]);
    expect(business).toMatchObject(rangeOf(business.totalCents, businessSmallest.priceCents));
  });

  it('prices monitoring from the published plans: the one chosen, else the least expensive meant for the property', () => {
    const cheapestFor = (audience: OfferAudience) =>
      Math.min(...plans.filter((plan) => plan.audience === audience).map((plan) => plan.priceMonthlyCents));
    expect(estimate({ monitoring: true }).monitoring?.monthlyCents).toBe(cheapestFor('homes'));
    // A business is offered business monitoring first, never the home alarm plan.
    const shop = estimate({ propertyType: 'commercial', monitoring: true }).monitoring;
    expect(shop?.monthlyCents).toBe(cheapestFor('businesses'));
    expect(plans.find((plan) => plan.title === shop?.title)?.audience).toBe('businesses');
    expect(plansFor(plans, 'commercial')[0].audience).toBe('businesses');
    expect(plansFor(plans, 'residential')[0].audience).toBe('homes');
    const chosen = plans[0];
    expect(estimate({ monitoring: true, monitoringPlan: chosen.slug }).monitoring).toEqual({
      title: chosen.title,
      monthlyCents: chosen.priceMonthlyCents,
    });
    // Monitoring does not change the installed price.
    expect(estimate({ monitoring: true }).totalCents).toBe(estimate().totalCents);
    // No plan with a price: the rule's monthly price, or no monitoring at all.
    const noPlans = { ...inputs, plans: [] };
    expect(problemOf({ monitoring: true }, noPlans)).toBe('Monitoring is not offered');
    const withRule = { ...noPlans, rules: { ...rules, monitoringMonthlyCents: 4_900 } };
    expect(estimate({ monitoring: true }, withRule).monitoring).toEqual({ title: null, monthlyCents: 4_900 });
  });

  it('ignores unpublished packages and plans', () => {
    const cheapDraft: EstimatePackage = {
      name: 'Draft',
      cameraCount: 2,
      priceCents: 100,
      audience: null,
      published: false,
    };
    const hiddenPlan = {
      slug: 'secret',
      title: 'Secret',
      priceMonthlyCents: 1,
      audience: null,
      published: false,
    };
    const withDrafts = { ...inputs, packages: [cheapDraft, ...packages], plans: [hiddenPlan, ...plans] };
    expect(estimate({ outdoorCameras: 1 }, withDrafts).package.name).toBe(smallest.name);
    expect(estimate({ monitoring: true }, withDrafts).monitoring?.title).not.toBe('Secret');
    expect(problemOf({ monitoring: true, monitoringPlan: 'secret' }, withDrafts)).toBe(
      'That monitoring plan is not offered',
    );
    expect(problemOf({}, { ...inputs, packages: [cheapDraft] })).toBe('No package is published');
  });

  it('refuses zero cameras and what the form never offers', () => {
    expect(problemOf({ indoorCameras: 0, outdoorCameras: 0 })).toBe('Choose at least one camera');
    for (const bad of [{ indoorCameras: -1 }, { outdoorCameras: 2.5 }, { outdoorCameras: 33 }])
      expect(problemOf(bad)).toMatch(/whole numbers from 0 to 32/);
    expect(problemOf({ propertyType: 'castle' as never })).toBe('Unknown property type');
    expect(problemOf({ recordingDays: 45 })).toBe('That recording length is not offered');
    expect(problemOf({ monitoring: true, monitoringPlan: 'no-such-plan' })).toBe(
      'That monitoring plan is not offered',
    );
  });

  it('keeps the quote as rows the inbox shows', () => {
    const result = estimate({ indoorCameras: 2, outdoorCameras: 4, monitoring: true });
    const rows = Object.fromEntries(quoteRows(result).map((row) => [row.label, row.value]));
    expect(rows).toMatchObject({
      'Property type': 'Home',
      'Indoor cameras': '2',
      'Outdoor cameras': '4',
      Recording: '30 days',
      Package: expect.stringContaining(middle.name),
      'Extra cameras': 'None',
    });
    expect(rows['Estimated range']).toMatch(/^\$[\d,]+ – \$[\d,]+$/);
  });
});

describe('the estimate in an address', () => {
  it('round-trips a configuration', () => {
    const answers = config({
      propertyType: 'commercial',
      indoorCameras: 2,
      outdoorCameras: 5,
      recordingDays: 60,
    });
    const query = estimateQueryOf(answers);
    expect(query).toBe('property=commercial&indoor=2&outdoor=5&days=60&monitoring=no');
    expect(estimateConfigFromQuery(new URLSearchParams(query), inputs)).toEqual(answers);
    expect(strictEstimateConfigFromQuery(query)).toEqual(answers);
    const monitored = { ...answers, monitoring: true, monitoringPlan: plans[1].slug };
    expect(estimateConfigFromQuery(new URLSearchParams(estimateQueryOf(monitored)), inputs)).toEqual(
      monitored,
    );
  });

  it('gives a shop that asks for a home plan the first business plan instead', () => {
    const homePlan = plans.find((plan) => plan.audience === 'homes');
    const parsed = estimateConfigFromQuery(
      { property: 'commercial', indoor: '2', outdoor: '7', days: '60', monitoring: homePlan?.slug },
      inputs,
    );
    expect(parsed.monitoringPlan).toBe(plansFor(plans, 'commercial')[0].slug);
    expect(plans.find((plan) => plan.slug === parsed.monitoringPlan)?.audience).toBe('businesses');
    // A home keeps the home plan it asked for.
    expect(
      estimateConfigFromQuery({ property: 'residential', monitoring: homePlan?.slug }, inputs).monitoringPlan,
    ).toBe(homePlan?.slug);
  });

  it('turns made-up values into the defaults, and clamps counts, never failing', () => {
    const parsed = estimateConfigFromQuery(
      { property: 'castle', indoor: '-3', outdoor: '999', days: '45', monitoring: 'maybe' },
      inputs,
    );
    expect(parsed).toEqual({
      propertyType: 'residential',
      indoorCameras: 1,
      outdoorCameras: 32,
      recordingDays: 30,
      monitoring: false,
    });
    expect(estimateConfigFromQuery({ indoor: '0', outdoor: '0' }, inputs).indoorCameras).toBe(1);
    expect(estimateConfigFromQuery({ indoor: ['1', '2'], monitoring: 'yes' }, inputs)).toMatchObject({
      indoorCameras: 1,
      monitoring: true,
    });
  });

  it('reads the quote form’s hidden field strictly: every key once, nothing else', () => {
    const good = 'property=residential&indoor=1&outdoor=3&days=30&monitoring=yes';
    expect(strictEstimateConfigFromQuery(good)?.monitoring).toBe(true);
    for (const bad of [
      `${good}&low=100`,
      'property=residential&indoor=1&outdoor=3&days=30',
      good.replace('indoor=1', 'indoor=-1'),
      good.replace('residential', 'castle'),
      good.replace('monitoring=yes', 'monitoring=%3Cb%3E'),
    ])
      expect(strictEstimateConfigFromQuery(bad), bad).toBeNull();
  });

  it('has a request schema that refuses unknown keys and a forged price', () => {
    const valid = { ...config(), outdoorCameras: 4 };
    expect(estimateConfigSchema.safeParse(valid).success).toBe(true);
    expect(estimateConfigSchema.safeParse({ ...valid, lowCents: 1 }).success).toBe(false);
    expect(estimateConfigSchema.safeParse({ ...valid, outdoorCameras: 0 }).success).toBe(false);
    expect(estimateConfigSchema.safeParse({ ...valid, monitoringPlan: 'x' }).success).toBe(false);
  });
});

describe('rulesFromSettings', () => {
  const saved = { ...demoRuleValues, updatedAt: '2026-11-26T10:00:00.000Z' };

  it('gives the defaults while the rules were never saved, whatever the stored values', () => {
    expect(rulesFromSettings({ ...demoRuleValues, indoorCameraCents: 1, updatedAt: null })).toEqual(
      DEFAULT_ESTIMATE_RULES,
    );
  });

  it('fills an empty price or percentage with its default, and offers a recording option only when whole', () => {
    const rules = rulesFromSettings({
      ...saved,
      indoorCameraCents: null,
      commercialPercent: null,
      longerRecordingCents: null,
      roundToCents: 0,
      includes: '  ',
    });
    expect(rules.indoorCameraCents).toBe(DEFAULT_ESTIMATE_RULES.indoorCameraCents);
    expect(rules.propertyPercent.commercial).toBe(DEFAULT_ESTIMATE_RULES.propertyPercent.commercial);
    expect(rules.recordingOptions.map((option) => option.days)).toEqual([30, 90]);
    expect(rules.roundToCents).toBe(DEFAULT_ESTIMATE_RULES.roundToCents);
    expect(rules.includes).toBe(DEFAULT_ESTIMATE_RULES.includes);
  });

  it('drops a recording option no longer than the included days, and a repeated length', () => {
    const shorter = rulesFromSettings({ ...saved, includedRecordingDays: 60 });
    expect(shorter.recordingOptions).toEqual([
      { days: 60, priceCents: 0 },
      { days: 90, priceCents: saved.longestRecordingCents },
    ]);
    const repeated = rulesFromSettings({ ...saved, longestRecordingDays: saved.longerRecordingDays });
    expect(repeated.recordingOptions.map((option) => option.days)).toEqual([30, 60]);
  });
});

describe('prices named in a page’s text', () => {
  const book = priceBookOf(inputs);

  it('shows each package’s, plan’s and rule’s price by its name, whatever the case and spacing', () => {
    expect(fillPrices('<td>[price: Home Starter]</td>', book)).toBe(
      `<td>$${(smallest.priceCents / 100).toLocaleString('en-US')}</td>`,
    );
    expect(fillPrices('[price:home   starter]', book)).toBe(fillPrices('[price: Home Starter]', book));
    expect(fillPrices('[price: extra indoor camera] / [price: extra outdoor camera]', book)).toBe(
      `$${rules.indoorCameraCents / 100} / $${rules.outdoorCameraCents / 100}`,
    );
    expect(fillPrices('[price: Home Alarm Monitoring] per month', book)).toMatch(/^\$\d+ per month$/);
    expect(fillPrices('[price: 60 days of recording]', book)).toBe(
      `$${rules.recordingOptions[1].priceCents / 100}`,
    );
  });

  it('finds a plan by its English title on a page that reads the plans in Spanish, and by the Spanish one', () => {
    const homeAlarm = plans.find((plan) => plan.title.startsWith('Home Alarm'))!;
    const inSpanish = priceBookOf({
      ...inputs,
      plans: plans.map((plan) =>
        plan === homeAlarm ? { ...plan, title: 'Monitoreo de alarma para el hogar' } : plan,
      ),
    });
    const price = `$${homeAlarm.priceMonthlyCents! / 100}`;
    expect(fillPrices('[price: Home Alarm Monitoring] al mes', inSpanish, 'a consultar')).toBe(
      `${price} al mes`,
    );
    expect(fillPrices('[price: Monitoreo de alarma para el hogar]', inSpanish)).toBe(price);
    expect(fillPrices('[price: Monitoreo de lujo]', inSpanish, 'a consultar')).toBe('a consultar');
  });

  it('never makes a figure up for a name nothing has', () => {
    expect(fillPrices('[price: Platinum Deluxe]', book)).toBe(UNKNOWN_PRICE_TEXT);
    expect(fillPrices('No price here [not a token]', book)).toBe('No price here [not a token]');
  });
});
