import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS, watchConsole } from './support/browser';
import { type RunningServer, signIn, startServer } from './support/server';

/**
 * The public site as a visitor sees it: the home page's hero from Home page settings, its switchable
 * sections, a service page leading to a preselected quote, the phone menu and the 404 page. Runs on
 * its own demo-seeded server because it edits the Home page settings.
 */
let server: RunningServer;
let token: string;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  server = await startServer();
  [token, browser] = await Promise.all([signIn(server.url), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Settings = Record<string, unknown> & { sections?: Record<string, boolean> | null };

async function homepageSettings(): Promise<Settings> {
  const response = await fetch(`${server.url}/api/settings/homepage`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Settings };
  const { updatedAt: _updatedAt, ...values } = data;
  return values;
}

/** PUT replaces the whole settings page: send every value back with the changes. */
async function changeHomepageSettings(change: (values: Settings) => Settings) {
  const response = await fetch(`${server.url}/api/settings/homepage`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(change(await homepageSettings())),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('the public home page', () => {
  it('shows the hero title from Home page settings as its heading on phones and desktops', async () => {
    const { heroTitle } = await homepageSettings();
    expect(typeof heroTitle).toBe('string');
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const page = await browser.newPage({ viewport });
      const errors = watchConsole(page);
      const response = await page.goto(`${server.url}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading.textContent()).resolves.toBe(heroTitle);
      expect(await heading.isVisible()).toBe(true);
      // One clear next step in the hero, and the phone one tap away.
      expect(await page.getByRole('link', { name: 'Get a free quote' }).first().isVisible()).toBe(true);
      const calls = page.locator('a[href="tel:+12135550147"]:visible');
      expect(await calls.count()).toBeGreaterThan(0);
      // The sections the demo content fills, in the page.
      for (const name of [
        'Security systems for homes and businesses',
        'What our neighbours say',
        'From the blog',
      ]) {
        expect(await page.getByRole('heading', { name, level: 2 }).isVisible()).toBe(true);
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('shows a new hero title on the next load after it is changed in Home page settings', async () => {
    const newTitle = `Cameras installed across LA ${Date.now().toString(36)}`;
    await changeHomepageSettings((values) => ({ ...values, heroTitle: newTitle }));
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(newTitle);
    await page.close();
  });

  it('leaves the reviews out once the reviews section is switched off, and brings them back', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const reviewsHeading = page.getByRole('heading', { name: 'What our neighbours say' });
    await page.goto(`${server.url}/`);
    expect(await reviewsHeading.count()).toBe(1);

    await changeHomepageSettings((values) => ({
      ...values,
      sections: { ...values.sections, reviews: false },
    }));
    await page.goto(`${server.url}/`);
    expect(await reviewsHeading.count()).toBe(0);
    expect(await page.getByText('Maria G.').count()).toBe(0);
    // Only that section: the others stay.
    expect(
      await page.getByRole('heading', { name: 'Security systems for homes and businesses' }).count(),
    ).toBe(1);

    await changeHomepageSettings((values) => ({
      ...values,
      sections: { ...values.sections, reviews: true },
    }));
    await page.goto(`${server.url}/`);
    expect(await reviewsHeading.count()).toBe(1);
    await page.close();
  });
});

describe('service pages', () => {
  it('show the service and lead to a quote form with the service preselected', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const response = await page.goto(`${server.url}/services`);
    expect(response?.status()).toBe(200);
    await page.getByRole('link', { name: 'Access Control' }).first().click();
    await page.waitForURL('**/services/access-control');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Access Control');
    expect(
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Services' })
        .count(),
    ).toBe(1);
    const quote = page.getByRole('link', { name: 'Get a free quote for Access Control' });
    await expect(quote.getAttribute('href')).resolves.toBe('/free-quote?service=Access+Control');
    const closing = page.getByRole('region', { name: 'Get a free quote for Access Control' });
    await expect(closing.getByRole('link', { name: 'Free quote' }).getAttribute('href')).resolves.toBe(
      '/free-quote?service=Access+Control',
    );
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const service = structured.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Service');
    expect(service).toMatchObject({
      name: 'Access Control',
      provider: { '@id': expect.stringContaining('#business') },
    });
    expect(service.areaServed).toContainEqual({ '@type': 'City', name: 'Pasadena' });
    await page.close();
  });

  it('packages each link to the quote form with that package preselected', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${server.url}/cctv-packages`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Security camera packages',
    );
    expect(await page.getByText('Most popular').first().isVisible()).toBe(true);
    await expect(
      page.getByRole('link', { name: 'Get this package: Home Complete' }).first().getAttribute('href'),
    ).resolves.toBe('/free-quote?package=Home+Complete');
    await page.close();
  });
});

describe('the phone menu', () => {
  it('opens from the header, lists the main sections and its links lead there', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${server.url}/`);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(false);
    const toggle = page.locator('summary', { hasText: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible' });
    for (const name of ['Services', 'Packages', 'Monitoring', 'About', 'Contact', 'Blog', 'FAQs']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL('**/about');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('About');
    // Closed again after the visit.
    await menu.waitFor({ state: 'hidden' });
    // The bar at the bottom offers a call and a quote.
    const quickActions = page.getByRole('navigation', { name: 'Quick actions' });
    expect(await quickActions.getByRole('link', { name: 'Call' }).isVisible()).toBe(true);
    expect(await quickActions.getByRole('link', { name: 'Free quote' }).isVisible()).toBe(true);
    // It steps aside while the keyboard is open for a form field, and comes back after.
    // (the footer's newsletter field: its wording belongs to the forms)
    const field = page.getByRole('contentinfo').locator('input[type="email"]').first();
    await field.focus();
    expect(await quickActions.isVisible()).toBe(false);
    await field.blur();
    // Back a moment later, so the tap that left the field lands where it was aimed.
    await quickActions.waitFor({ state: 'visible' });
    await page.close();
  });

  it('works without JavaScript', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.locator('summary', { hasText: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Packages', exact: true }).click();
    await page.waitForURL('**/cctv-packages');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Security camera packages',
    );
    await context.close();
  });
});

describe('the 404 page', () => {
  for (const path of ['/no-such-page', '/services/no-such-service', '/cctv-monitoring/no-such-plan']) {
    it(`answers ${path} with 404 inside the site's header and footer`, async () => {
      const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
      expect(await page.getByRole('banner').getByRole('link', { name: 'Free quote' }).isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      await expect(page.locator('meta[name="robots"]').first().getAttribute('content')).resolves.toContain(
        'noindex',
      );
      await page.getByRole('link', { name: /Our services/ }).click();
      await page.waitForURL('**/services');
      await page.close();
    });
  }

  it('is a whole document without JavaScript: text, layout and lang in the HTML itself', async () => {
    for (const path of ['/no-such-page', '/services/no-such-service', '/page-not-found']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en"/);
      expect(html, path).toContain('We couldn’t find that page');
      expect(html, path).toContain('aria-label="Main"');
      expect(html, path).not.toContain('__next_error__');
    }
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    expect((await page.goto(`${server.url}/no-such-page`))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' }).waitFor();
    await page.getByRole('link', { name: /Our services/ }).click();
    await page.waitForURL('**/services');
    await context.close();
  });

  it('leaves the back office, the API and media to their own routes', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/auth/login`)).status).toBe(200);
    const admin = await fetch(`${server.url}/admin`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).not.toContain('We couldn’t find that page');
    expect((await fetch(`${server.url}/api/no-such-endpoint`)).headers.get('content-type')).toContain('json');
    // Browsers ask for /favicon.ico whatever the page says: it leads to the site's icon, not a 404.
    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });
});
