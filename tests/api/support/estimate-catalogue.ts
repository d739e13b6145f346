import { expect } from 'vitest';
import { estimateRulesDemo } from '@/features/estimates/server/demo';
import { monitoringPlans } from '@/modules/cctv/server/demo';
import { cctvPackages } from '@/modules/cctv-packages/server/demo';
import type { TestContext } from './test-app';

/**
 * The demo business's packages and plans (without pictures, with whom each is for) and its estimate rules, written through
 * the API as staff would; `extraPackages` are added after the demo's packages.
 */
export async function loadDemoEstimateCatalogue(
  t: TestContext,
  token: string,
  extraPackages: Array<Record<string, unknown>> = [],
) {
  const post = async (path: string, json: unknown) => {
    const answer = await t.call(path, { method: 'POST', token, json });
    expect(answer.status, answer.text).toBe(201);
  };
  for (const { name, audience, cameraCount, priceCents } of cctvPackages)
    await post('/api/cctv-packages', { name, audience, cameraCount, priceCents, published: true });
  for (const extra of extraPackages) await post('/api/cctv-packages', extra);
  for (const { title, audience, summary, priceMonthlyCents } of monitoringPlans)
    await post('/api/cctv', { title, audience, summary, priceMonthlyCents, published: true });
  const rules = await t.call('/api/settings/estimate', { method: 'PUT', token, json: estimateRulesDemo });
  expect(rules.status, rules.text).toBe(200);
}
