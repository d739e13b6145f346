import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateRulesDemo } from '@/features/estimates/server/demo';
import { formatPrice } from '@/site/format';
import { eventually } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { type ApiRecord, send } from './support/records';
import { type RunningServer, signIn, startServer } from './support/server';

/**
 * Every price the site shows, held against the packages, monitoring plans and estimate rules staff
 * keep: the package cards (home page and /cctv-packages), their comparison, the CCTV, alarm and
 * monitoring service pages, and the instant estimate. The file changes prices, so it runs its own
 * server: the other files read the demo's.
 */
let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await signIn(server.url);
  // A server of its own seeds the demo (pictures drawn) while other files share the cores.
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Offers {
  packages: ApiRecord[];
  plans: ApiRecord[];
  indoor: number;
  outdoor: number;
}

async function offers(): Promise<Offers> {
  const [packages, plans, rules] = await Promise.all([
    send<{ data: ApiRecord[] }>(server.url, token, 'GET', '/cctv-packages?published=true&pageSize=50'),
    send<{ data: ApiRecord[] }>(server.url, token, 'GET', '/cctv?published=true&pageSize=50'),
    send<{ data: Record<string, unknown> }>(server.url, token, 'GET', '/settings/estimate'),
  ]);
  return {
    packages: packages.data,
    plans: plans.data,
    indoor: Number(rules.data.indoorCameraCents ?? estimateRulesDemo.indoorCameraCents),
    outdoor: Number(rules.data.outdoorCameraCents ?? estimateRulesDemo.outdoorCameraCents),
  };
}

const price = (cents: unknown) => formatPrice(Number(cents));
const named = (records: ApiRecord[], name: string) => {
  const found = records.find((record) => record.name === name || record.title === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
/** Every dollar figure in a text: `$1,499`, `$39`. */
const figures = (text: string) => text.match(/\$[\d,]+(\.\d\d)?/g) ?? [];

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page.locator('main').innerText();
}

/** What the page's package cards say: each card's name and its "from" price. */
async function cardPrices(page: Page, offered: Offers) {
  for (const item of offered.packages) {
    const card = page.locator('article', {
      has: page.getByRole('heading', { name: String(item.name), exact: true }),
    });
    expect(await card.first().innerText(), String(item.name)).toMatch(
      new RegExp(`from\\s*\\${price(item.priceCents)}(?![\\d,])`),
    );
  }
}

/** The CCTV service page's "Prices from" table, row by row, against the packages and rules. */
async function servicePrices(page: Page, offered: Offers) {
  const text = await open(page, '/services/cctv-installation');
  expect(text).not.toContain('[price');
  const row = (label: RegExp) => page.getByRole('row', { name: label }).innerText();
  expect(await row(/^4 cameras and a 2 TB recorder/)).toContain(
    price(named(offered.packages, 'Home Starter').priceCents),
  );
  expect(await row(/^8 cameras including a video doorbell/)).toContain(
    price(named(offered.packages, 'Home Complete').priceCents),
  );
  expect(await row(/^Each additional indoor camera/)).toContain(price(offered.indoor));
  expect(await row(/^Each additional outdoor camera/)).toContain(price(offered.outdoor));
  expect(await row(/^Business systems, 16 cameras/)).toContain(
    price(named(offered.packages, 'Business Pro').priceCents),
  );
  // No figure on the page that the packages and rules do not hold (the old "$340 a camera").
  const known = new Set([
    ...offered.packages.map((item) => price(item.priceCents)),
    price(offered.indoor),
    price(offered.outdoor),
  ]);
  for (const figure of figures(text)) expect(known, figure).toContain(figure);
}

/** The monitoring and alarm pages' plan prices are the plans' own. */
async function planPrices(page: Page, offered: Offers) {
  const alarm = await open(page, '/services/alarm-systems');
  expect(alarm).toContain(
    `${price(named(offered.plans, 'Home Alarm Monitoring').priceMonthlyCents)} per month`,
  );
  const monitoring = await open(page, '/services/remote-video-monitoring');
  for (const title of ['Business After-Hours Monitoring', 'Construction Site Monitoring'])
    expect(monitoring).toContain(`${price(named(offered.plans, title).priceMonthlyCents)} per month`);
}

const range = (page: Page) => page.locator('[data-estimate="range"]').innerText();
const lowOf = (text: string) => Number(text.split('–')[0].replace(/\D/g, '')) * 100;

/** The estimate never starts below the package it names, and a business gets business offers. */
async function estimatePrices(page: Page, offered: Offers) {
  await open(page, '/cctv-packages');
  await page.getByRole('heading', { name: 'Instant estimate' }).waitFor();
  const lines = await page.locator('[data-estimate="lines"]').innerText();
  const home = offered.packages.find((item) => lines.includes(`${item.name} package`));
  expect(home?.audience, lines).toBe('homes');
  expect(lowOf(await range(page))).toBeGreaterThanOrEqual(Number(home?.priceCents));

  // A shop owner: the answers change, the range and its package follow at once.
  await page.getByLabel('Kind of property').selectOption({ label: 'Business or shop' });
  await eventually(() => page.locator('[data-estimate="lines"]').innerText()).toMatch(/Business \w+ package/);
  const businessLines = await page.locator('[data-estimate="lines"]').innerText();
  const business = offered.packages.find((item) => businessLines.includes(`${item.name} package`));
  expect(business?.audience, businessLines).toBe('businesses');
  expect(lowOf(await range(page))).toBeGreaterThanOrEqual(Number(business?.priceCents));
  // Business monitoring is offered first, and chosen, it names a business plan.
  const choices = await page.getByLabel('Remote monitoring').locator('option').allInnerTexts();
  expect(choices[1]).not.toMatch(/^Home/);
  await page.getByLabel('Remote monitoring').selectOption({ index: 1 });
  await eventually(() => page.locator('[data-estimate="monthly"]').innerText()).toMatch(
    /Monitoring: \$[\d,]+ a month \(Business/,
  );
}

describe('every price on the site comes from the packages, plans and estimate rules', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`agrees on the cards, the service pages and the estimate (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      try {
        const offered = await offers();
        await open(page, '/');
        await cardPrices(page, offered);
        await open(page, '/cctv-packages');
        await cardPrices(page, offered);
        await servicePrices(page, offered);
        await saveScreenshot(page, `prices-cctv-service-${VIEWPORTS[viewport].width}`);
        await planPrices(page, offered);
        await estimatePrices(page, offered);
        await saveScreenshot(page, `prices-business-estimate-${VIEWPORTS[viewport].width}`);
      } finally {
        await context.close();
      }
    }, 180_000);
  }

  it('follows a price changed in the back office on every page at once', async () => {
    const before = await offers();
    const starter = named(before.packages, 'Home Starter');
    await send(server.url, token, 'PATCH', `/cctv-packages/${starter.id}`, { priceCents: 164_900 });
    await send(server.url, token, 'PUT', '/settings/estimate', {
      ...estimateRulesDemo,
      indoorCameraCents: 27_500,
    });
    const after = await offers();
    expect(price(named(after.packages, 'Home Starter').priceCents)).toBe('$1,649');
    expect(after.indoor).toBe(27_500);
    for (const viewport of ['phone', 'desktop'] as const) {
      const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      try {
        await open(page, '/');
        await cardPrices(page, after);
        await servicePrices(page, after);
        await open(page, '/cctv-packages');
        await cardPrices(page, after);
        await page.getByRole('heading', { name: 'Instant estimate' }).waitFor();
        // The default estimate (a house with four cameras) starts at the package's new price.
        expect(await range(page)).toMatch(/^\$1,649 – /);
      } finally {
        await context.close();
      }
    }
  }, 180_000);
});
