import type { Page } from 'playwright-core';
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

/** The titles the hero slider's slides show in their captions, shown or waiting their turn. */
function slideCaptions(page: Page): Promise<string[]> {
  return page
    .locator('[aria-roledescription="slide"] [data-slide-title]')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
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
        'What our neighbors say',
        'From the blog',
      ]) {
        expect(await page.getByRole('heading', { name, level: 2 }).isVisible()).toBe(true);
      }
      // The slider's captions say something of their own, never the headline beside them again.
      expect(await slideCaptions(page)).not.toContain(heroTitle);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('stands on one line in the header at desktop widths, the logo at full size', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${server.url}/`);
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const header = await page.evaluate(() => {
        const bar = document.querySelector('body > header, header.sticky') as HTMLElement;
        const home = bar.querySelector('a[href="/"]') as HTMLElement;
        const name = home.querySelector('span') as HTMLElement;
        const menu = bar.querySelector('nav[aria-label="Main"]') as HTMLElement;
        const quote = bar.querySelector('a[href="/free-quote"]') as HTMLElement;
        const box = (element: Element) => element.getBoundingClientRect();
        return {
          logo: box(home.querySelector('svg') as SVGElement).width,
          nameLines: Math.round(box(name).height / Number.parseFloat(getComputedStyle(name).lineHeight)),
          menuShown: box(menu).width > 0,
          // Every part of the header in one row: their middles at the same height.
          middles: [home, menu, quote].map((element) =>
            Math.round(box(element).top + box(element).height / 2),
          ),
          overflow: bar.scrollWidth - bar.clientWidth,
        };
      });
      expect(header.logo, `${width} px`).toBeGreaterThanOrEqual(36);
      expect(header.nameLines, `${width} px`).toBe(1);
      expect(header.menuShown, `${width} px`).toBe(true);
      expect(Math.max(...header.middles) - Math.min(...header.middles), `${width} px`).toBeLessThanOrEqual(2);
      expect(header.overflow, `${width} px`).toBe(0);
    }
    // On a phone: the full-size mark, the name on at most two lines, the menu button beside it.
    await page.setViewportSize(VIEWPORTS.phone);
    const phone = await page.evaluate(() => {
      const bar = document.querySelector('header.sticky') as HTMLElement;
      const home = bar.querySelector('a[href="/"]') as HTMLElement;
      const name = home.querySelector('span') as HTMLElement;
      return {
        logo: (home.querySelector('svg') as SVGElement).getBoundingClientRect().width,
        nameLines: Math.round(
          name.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight),
        ),
        overflow: bar.scrollWidth - bar.clientWidth,
      };
    });
    expect(phone.logo).toBeGreaterThanOrEqual(36);
    expect(phone.nameLines).toBeLessThanOrEqual(2);
    expect(phone.overflow).toBe(0);
    expect(await page.getByText('Menu', { exact: true }).isVisible()).toBe(true);
    await page.close();
  });

  it('draws the footer’s Yelp and Google links as their marks, and never starts a wrapped line with a separator', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${server.url}/`);
    const footer = page.getByRole('contentinfo');
    for (const platform of ['Yelp', 'Google Business Profile']) {
      const link = footer.getByRole('link', { name: new RegExp(`on ${platform}$`) });
      expect(await link.count(), platform).toBe(1);
      expect(await link.locator('svg path').count(), platform).toBeGreaterThan(0);
      expect(await link.locator('svg text').count(), platform).toBe(0);
    }
    // Each middle dot is bound to the word before it: a line may end with one, never begin with one.
    const texts = await footer.evaluate((element) => element.textContent ?? '');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const leading = await footer.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let index = text.indexOf('·'); index !== -1; index = text.indexOf('·', index + 1)) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const dot = range.getBoundingClientRect();
            // The character before the dot, on the same line?
            range.setStart(node, Math.max(0, index - 2));
            range.setEnd(node, Math.max(1, index - 1));
            const before = range.getBoundingClientRect();
            if (index > 1 && Math.abs(before.top - dot.top) > 2)
              found.push(text.slice(index - 10, index + 10));
          }
        }
        return found;
      });
      expect(leading, `${width} px`).toEqual([]);
    }
    expect(texts).toContain('·');
    await page.close();
  });

  it('shows a new hero title on the next load after it is changed in Home page settings', async () => {
    const newTitle = `Cameras installed across LA ${Date.now().toString(36)}`;
    await changeHomepageSettings((values) => ({ ...values, heroTitle: newTitle }));
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(newTitle);

    // A headline changed to what a slide says: that slide's caption steps aside for it.
    const captions = await slideCaptions(page);
    expect(captions.length).toBeGreaterThan(1);
    await changeHomepageSettings((values) => ({ ...values, heroTitle: captions[1] }));
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(captions[1]);
    expect(await slideCaptions(page)).toEqual(captions.filter((caption) => caption !== captions[1]));
    await page.close();
  });

  it('leaves the reviews out once the reviews section is switched off, and brings them back', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const reviewsHeading = page.getByRole('heading', { name: 'What our neighbors say' });
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

/**
 * The rows of a list's items as laid out: for each row, the space left empty before its first item
 * and after its last, in pixels.
 */
function rowGaps(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((lists) =>
    lists.map((list) => {
      const frame = list.getBoundingClientRect();
      const rows = new Map<number, DOMRect[]>();
      for (const item of Array.from(list.children)) {
        const box = item.getBoundingClientRect();
        const top = Math.round(box.top);
        rows.set(top, [...(rows.get(top) ?? []), box]);
      }
      return [...rows.values()].map((boxes) => ({
        items: boxes.length,
        before: Math.round(Math.min(...boxes.map((box) => box.left)) - frame.left),
        after: Math.round(frame.right - Math.max(...boxes.map((box) => box.right))),
      }));
    }),
  );
}

describe('lists of figures and cards', () => {
  it('leave no empty cell beside a figure, and center a row of cards that is not full', async () => {
    const page = await browser.newPage({ viewport: { width: 768, height: 1024 } });
    for (const path of ['/', '/about']) {
      await page.goto(`${server.url}${path}`);
      for (const width of [390, 768, 1440]) {
        await page.setViewportSize({ width, height: 1000 });
        const bands = await rowGaps(page, '.stat-band');
        expect(bands.length, path).toBeGreaterThan(0);
        for (const row of bands.flat()) {
          expect(row.before, `${path} at ${width} px`).toBeLessThanOrEqual(1);
          expect(row.after, `${path} at ${width} px`).toBeLessThanOrEqual(1);
        }
      }
    }
    await page.goto(`${server.url}/services`);
    for (const width of [390, 768, 1440]) {
      await page.setViewportSize({ width, height: 1000 });
      const rows = (await rowGaps(page, '.card-grid')).flat();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(Math.abs(row.before - row.after), `/services at ${width} px`).toBeLessThanOrEqual(1);
    }
    await page.close();
  });

  it('offers only the portfolio filters that lead to projects, each with its count', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${server.url}/portfolio`);
    const filters = page.getByRole('navigation', { name: 'Project categories' }).getByRole('link');
    const names = await filters.allInnerTexts();
    expect(names.length).toBeGreaterThan(2);
    for (const [index, name] of names.entries()) {
      const count = Number(/\d+/.exec(name)?.[0]);
      expect(count, name).toBeGreaterThan(0);
      await filters.nth(index).click();
      await page.waitForLoadState('load');
      expect(await filters.nth(index).getAttribute('aria-current'), name).toBe('page');
      if (index > 0) expect(new URL(page.url()).searchParams.get('category'), name).not.toBeNull();
      expect(await page.locator('.card-grid > li').count(), name).toBe(count);
    }
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
    // Tab past its last link: the focus moves on and the menu closes, hiding nothing it lands on.
    const links = await menu.getByRole('link').count();
    for (let step = 0; step < links; step += 1) await page.keyboard.press('Tab');
    expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.closest('details') === null)).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible' });
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
