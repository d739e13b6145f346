import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminNavigation } from '@/admin/navigation';
import { registry } from '@/registry';
import { SEED_SIDEBAR } from '../support/seed-sidebar';
import {
  api,
  eventually,
  expectNoConsoleErrors,
  mainHeading,
  openPage,
  pathOf,
  readStoredToken,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { E2E_ADMIN, signIn } from './support/server';

const withoutTrailingSlash = (path: string) => (path === '/' ? path : path.replace(/\/+$/, ''));
const DASHBOARD_HEADING = /^Welcome back/;

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});

afterAll(async () => {
  await browser?.close();
});

describe('signed-in admin shell', () => {
  it("the sidebar lists the seed's links with their labels and paths, in order", async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    try {
      await page.goto('/admin');
      await waitForAdminPage(page, DASHBOARD_HEADING);
      const links = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
      // The label alone: a link may also show a count (new inquiries) beside it.
      const all = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => [
          anchor.getAttribute('href') ?? '',
          anchor.querySelector('.mantine-NavLink-label')?.textContent?.trim() ?? '',
        ]),
      );
      // A module added later may add links of its own; the seed's stay as they are, in their order.
      const seedPaths = new Set(SEED_SIDEBAR.map(([path]) => withoutTrailingSlash(path)));
      const shown = all.filter(([href]) => seedPaths.has(withoutTrailingSlash(href)));
      expect(shown.map(([, label]) => label)).toEqual(SEED_SIDEBAR.map(([, label]) => label));
      // Next's links drop a trailing slash (`/admin/services/` and `/admin/services` are one page).
      expect(shown.map(([href]) => withoutTrailingSlash(href))).toEqual(
        SEED_SIDEBAR.map(([path]) => withoutTrailingSlash(path)),
      );
      expect(await page.title()).toBe('Security Website | Admin');
      expect(
        await page.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current'),
      ).toBe('page');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    'the dashboard renders with its title; the sidebar ends with its tools (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto('/admin');
        await waitForAdminPage(page, DASHBOARD_HEADING);
        const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
        const sidebarOnScreen = async () => {
          const box = await sidebar.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= viewport.width;
        };
        // The sidebar is always there on a desktop; on a phone it waits off-screen behind the burger.
        expect(await sidebarOnScreen()).toBe(name === 'desktop');
        if (name === 'phone') {
          await page.getByRole('button', { name: 'Toggle navigation' }).click();
          await eventually(sidebarOnScreen).toBe(true);
          await page.getByRole('button', { name: 'Close navigation' }).click();
          await eventually(sidebarOnScreen).toBe(false);
        }
        expect(await page.title()).toBe('Security Website | Admin');
        await page.waitForLoadState('networkidle');
        await saveScreenshot(page, `dashboard-${name}`);

        // Below the contract's 27 links, under their heading: the pages the dashboard also links to.
        if (name === 'phone') {
          await page.getByRole('button', { name: 'Toggle navigation' }).click();
          await eventually(sidebarOnScreen).toBe(true);
        }
        const tools = sidebar.getByRole('group', { name: 'Tools' });
        const toolLinks = tools.getByRole('link');
        expect(
          await toolLinks.evaluateAll((anchors) => anchors.map((anchor) => anchor.textContent?.trim())),
        ).toEqual([
          'Site surveys',
          'Survey availability',
          'Lead analytics',
          'Estimate rules',
          'Media library',
          'Trash',
          'Sign-in security',
        ]);
        const lastSeedLink = sidebar.getByRole('link', { name: 'E-mail settings', exact: true });
        await toolLinks.last().scrollIntoViewIfNeeded();
        expect((await tools.boundingBox())!.y).toBeGreaterThan((await lastSeedLink.boundingBox())!.y);
        await saveScreenshot(page, `sidebar-${name}`);
        await toolLinks.filter({ hasText: 'Site surveys' }).click();
        await waitForAdminPage(page, 'Site surveys');
        expect(
          await sidebar.getByRole('link', { name: 'Site surveys', exact: true }).getAttribute('aria-current'),
        ).toBe('page');
        if (name === 'phone') await eventually(sidebarOnScreen).toBe(false);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );

  it('prefetches nothing: opening a page asks the server for no other page, and a click asks once', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    // The requests for a route's server data (Next's flight requests), a prefetch or not.
    const routeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.headers().rsc === undefined) return;
      const kind = request.headers()['next-router-prefetch'] === undefined ? 'navigation' : 'prefetch';
      routeRequests.push(`${kind} ${new URL(request.url()).pathname}`);
    });
    try {
      await page.goto('/admin');
      await waitForAdminPage(page, DASHBOARD_HEADING);
      await page.waitForLoadState('networkidle');
      // The sidebar's links in view, beside the dashboard's own: none of them is fetched ahead.
      expect(
        await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').count(),
      ).toBeGreaterThan(20);
      expect(routeRequests).toEqual([]);

      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Blogs', exact: true })
        .click();
      await waitForAdminPage(page, 'Blogs');
      expect(new URL(page.url()).pathname).toBe('/admin/blog');
      await page.waitForLoadState('networkidle');
      expect(routeRequests).toEqual(['navigation /admin/blog']);
      await page.goBack();
      await waitForAdminPage(page, DASHBOARD_HEADING);
      expect(new URL(page.url()).pathname).toBe('/admin');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('a reload keeps the session and the page', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    try {
      await page.goto('/admin/services');
      await waitForAdminPage(page, 'Services');
      await page.reload();
      await waitForAdminPage(page, 'Services');
      expect(pathOf(page)).toBe('/admin/services');
      expect(await mainHeading(page, 'Admin Login').count()).toBe(0);
      expect(await readStoredToken(page)).toBe(token);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('/auth/login sends a signed-in user to /admin; /auth/login-unprotected shows the login screen', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    try {
      await page.goto('/auth/login');
      await page.waitForURL((url) => url.pathname === '/admin');
      await waitForAdminPage(page, DASHBOARD_HEADING);

      await page.goto('/auth/login-unprotected');
      await mainHeading(page, 'Admin Login').waitFor();
      expect(pathOf(page)).toBe('/auth/login-unprotected');
      expect(await readStoredToken(page)).toBe(token);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('logout clears the token, ends the session on the server and shows the login screen', async () => {
    const ownToken = await signIn(baseUrl);
    const { context, page, errors } = await openPage(browser, baseUrl, { token: ownToken });
    try {
      await page.goto('/admin/services');
      await waitForAdminPage(page, 'Services');
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await mainHeading(page, 'Admin Login').waitFor();
      expect(await readStoredToken(page)).toBeNull();
      expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
      // A copy of the token taken before is worth nothing now; the other sessions go on.
      const copied = await fetch(`${baseUrl}/api/services`, {
        headers: { authorization: `Bearer ${ownToken}` },
      });
      expect(copied.status).toBe(401);
      const other = await fetch(`${baseUrl}/api/services`, { headers: { authorization: `Bearer ${token}` } });
      expect(other.status).toBe(200);

      // Still signed out after a reload: nothing was left behind to restore the session from.
      await page.reload();
      await mainHeading(page, 'Admin Login').waitFor();
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it("an expired token shows 'Token expired', removes the token and returns to the login route", async () => {
    const ownToken = await signIn(baseUrl);
    const { context, page, errors } = await openPage(browser, baseUrl, { token: ownToken });
    try {
      await page.clock.install();
      await page.goto('/admin/services');
      await waitForAdminPage(page, 'Services');
      expect(await readStoredToken(page)).toBe(ownToken);

      // Tokens live 8 hours: move the browser clock just past that.
      await page.clock.fastForward('08:00:05');
      const expired = page.locator('.mantine-Notification-root').filter({ hasText: 'Token expired' });
      await expired.waitFor();
      await page.waitForURL((url) => url.pathname === '/auth/login');
      await mainHeading(page, 'Admin Login').waitFor();
      expect(await readStoredToken(page)).toBeNull();

      // Back at the real time, signing in again returns to the page the session expired on.
      await page.clock.setSystemTime(Date.now());
      await page.getByRole('textbox', { name: 'Email address' }).fill(E2E_ADMIN.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/services');
      await waitForAdminPage(page, 'Services');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('the dashboard offers the shortcuts the declarations give, and one opens its page', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    try {
      await page.goto('/admin');
      await waitForAdminPage(page, DASHBOARD_HEADING);
      const main = page.getByRole('main');
      for (const link of adminNavigation(registry).dashboardLinks) {
        const shortcut = main.getByRole('link', { name: link.label, exact: true });
        expect(withoutTrailingSlash((await shortcut.first().getAttribute('href')) ?? ''), link.label).toBe(
          link.path,
        );
      }
      await main.getByRole('link', { name: 'Add blog post', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/blog/add');
      await waitForAdminPage(page, 'Add blog post');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('names the creation time as each module declares it: the inbox says Received', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    try {
      await page.goto('/admin/inquiries');
      await waitForAdminPage(page, 'Inquiries');
      await page.locator('thead th').filter({ hasText: 'Received' }).waitFor();
      // Any other module's record was created: a FAQ's view page says so under its details.
      const faq = (await api(baseUrl, token, '/faqs?pageSize=1')).body.data[0];
      await page.goto(`/admin/faqs/${faq.id}/view`);
      await waitForAdminPage(page, faq.question);
      await page.getByText(/· Created /).waitFor();
      expect(await page.getByText(/· Received /).count()).toBe(0);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });
});
