import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateRulesDemo } from '@/features/estimates/server/demo';
import { monitoringPlans } from '@/modules/cctv/server/demo';
import { cctvPackages } from '@/modules/cctv-packages/server/demo';
import { parseCsvCells } from '../support/csv-cells';
import { loadDemoEstimateCatalogue } from './support/estimate-catalogue';
import { createTestContext, type TestContext } from './support/test-app';

let t: TestContext;
let token: string;

/** The demo business's packages and plans (without pictures), its estimate rules, and one draft. */
beforeAll(async () => {
  t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } });
  token = (await t.createUser({ role: 'editor' })).token;
  // A cheaper package nobody sees: never used.
  await loadDemoEstimateCatalogue(t, token, [
    { name: 'Draft Two', cameraCount: 2, priceCents: 100, published: false },
  ]);
});
afterAll(async () => {
  await t.destroy();
});

// A business is quoted from the business packages and plans only.
const businessStarter = cctvPackages.find((item) => item.name === 'Business Starter')!;
const afterHours = monitoringPlans.find((plan) => String(plan.title).startsWith('Business After-Hours'))!;
const quote = (name: string, estimate: unknown) => ({
  name,
  email: 'estimate@example.com',
  message: 'Cameras for the house, please.',
  formStartedAt: Date.now() - 60_000,
  estimate,
});
const config = (overrides: Record<string, unknown> = {}) => ({
  propertyType: 'commercial',
  indoorCameras: 2,
  outdoorCameras: 4,
  recordingDays: 60,
  monitoring: true,
  monitoringPlan: 'business-after-hours-monitoring',
  ...overrides,
});
const send = (json: unknown) => t.call('/api/inquiries', { method: 'POST', json });
// biome-ignore lint/suspicious/noExplicitAny: module tables are not in the static schema.
const moduleDb = () => t.database.db as unknown as Kysely<any>;
const count = async () =>
  Number(
    (
      await moduleDb()
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The range the demo rules give: package + recording, +10 % for a business, -10 % / +15 %, to $50. */
function expectedRange() {
  const rules = estimateRulesDemo as Record<string, number>;
  const subtotal = Number(businessStarter.priceCents) + rules.longerRecordingCents;
  const total = subtotal + (subtotal * rules.commercialPercent) / 100;
  const step = rules.roundToCents;
  const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;
  const low = Math.floor((total * (100 - rules.rangeBelowPercent)) / 100 / step) * step;
  const high = Math.ceil((total * (100 + rules.rangeAbovePercent)) / 100 / step) * step;
  return `${dollars(low)} – ${dollars(high)}`;
}

describe('an inquiry with an instant estimate', () => {
  it('stores the quote the server works out, and shows it in the API and the CSV export', async () => {
    const answer = await send(quote('Estimate Keeper', config()));
    expect(answer.status, answer.text).toBe(201);
    const list = await t.call('/api/inquiries?q=Estimate%20Keeper', { token });
    const [stored] = list.body.data;
    // Sent without a property type of its own: the estimate's.
    expect(stored.propertyType).toBe('commercial');
    expect(
      Object.fromEntries(
        stored.estimate.map((row: { label: string; value: string }) => [row.label, row.value]),
      ),
    ).toEqual({
      'Property type': 'Business or shop',
      'Indoor cameras': '2',
      'Outdoor cameras': '4',
      Recording: '60 days',
      Monitoring: afterHours.title,
      Package: `${businessStarter.name} (8 cameras, $${(Number(businessStarter.priceCents) / 100).toLocaleString('en-US')})`,
      'Extra cameras': 'None',
      'Estimated range': expectedRange(),
      'Monitoring per month': `$${Number(afterHours.priceMonthlyCents) / 100}`,
    });
    const one = await t.call(`/api/inquiries/${stored.id}`, { token });
    expect(one.body.data.estimate).toEqual(stored.estimate);

    const csv = await t.request('/api/inquiries/export.csv?q=Estimate%20Keeper', { token });
    const [header, row] = parseCsvCells((await csv.text()).slice(1));
    const cell = row[header.findIndex((column) => column.text === 'Instant estimate')].text;
    expect(cell).toContain(`Estimated range: ${expectedRange()}`);
    expect(cell).toContain(`Package: ${businessStarter.name}`);
  });

  it('refuses a forged price, unknown keys and answers the rules do not offer, storing nothing', async () => {
    const before = await count();
    const cases: [unknown, RegExp][] = [
      [config({ lowCents: 100, highCents: 200 }), /Unrecognized key/],
      [config({ indoorCameras: 0, outdoorCameras: 0 }), /at least one camera/],
      [config({ indoorCameras: 33 }), /at most 32/],
      [config({ propertyType: 'castle' }), /Property type/],
      [config({ recordingDays: 45 }), /recording length is not offered/],
      [config({ monitoringPlan: 'no-such-plan' }), /plan is not offered/],
      [config({ monitoring: false }), /needs monitoring/],
      ['property=residential&indoor=2', /object/i],
    ];
    for (const [estimate, message] of cases) {
      const answer = await send(quote('Forger', estimate));
      expect(answer.status, JSON.stringify(estimate)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors.estimate.join(' '), JSON.stringify(estimate)).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('leaves the quote empty without an estimate, and ignores unpublished packages', async () => {
    expect((await send(quote('No Estimate', undefined))).status).toBe(201);
    const [plain] = (await t.call('/api/inquiries?q=No%20Estimate', { token })).body.data;
    expect(plain.estimate).toEqual([]);

    expect((await send(quote('Two Cameras', config({ indoorCameras: 0, outdoorCameras: 2 })))).status).toBe(
      201,
    );
    const [small] = (await t.call('/api/inquiries?q=Two%20Cameras', { token })).body.data;
    const smallest = cctvPackages.find((item) => item.name === 'Business Starter')!;
    expect(small.estimate.find((row: { label: string }) => row.label === 'Package').value).toContain(
      smallest.name,
    );
  });
});
