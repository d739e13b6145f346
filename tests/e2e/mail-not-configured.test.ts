import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  expectNoConsoleErrors,
  mainHeading,
  openPage,
  toast,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { DASHBOARD_HEADING } from './support/module-pages';
import { type RunningServer, signIn, startServer } from './support/server';

/** On a fresh start, with no E-mail settings yet, the back office says plainly that nobody is notified. */

let browser: Browser;
const servers: RunningServer[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all([browser?.close(), ...servers.map((server) => server.stop())]);
});

const notice = (page: Page) => page.locator('[data-mail-not-configured]');

async function askForResetLink(page: Page, email: string) {
  await page.goto('/auth/reset-password');
  await mainHeading(page, 'Reset password').waitFor();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link', exact: true }).click();
}

describe('e-mail not configured', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const)(
    'dashboard, E-mail settings and "Forgot password" say so until an SMTP host is saved (%s)',
    async (name, viewport) => {
      const server = await startServer();
      servers.push(server);
      const token = await signIn(server.url);

      const visitor = await openPage(browser, server.url, { viewport });
      try {
        await askForResetLink(visitor.page, 'owner@example.com');
        await mainHeading(visitor.page, 'No e-mail can be sent yet').waitFor();
        const said = await visitor.page.getByRole('status').innerText();
        expect(said).toContain('No e-mail can be sent yet');
        expect(said).not.toContain('on its way');
        await saveScreenshot(visitor.page, `forgot-password-no-mail-${name}`);
        expectNoConsoleErrors(visitor.errors);
      } finally {
        await visitor.context.close();
      }

      const { context, page, errors } = await openPage(browser, server.url, { token, viewport });
      try {
        await page.goto('/admin');
        await waitForAdminPage(page, DASHBOARD_HEADING);
        await notice(page).waitFor();
        expect(await notice(page).innerText()).toMatch(
          /E-mail is not set up yet[\s\S]*stored[\s\S]*nobody is notified/,
        );
        await saveScreenshot(page, `dashboard-mail-not-configured-${name}`);

        await notice(page).getByRole('link', { name: 'Set up e-mail' }).click();
        await waitForAdminPage(page, 'E-mail settings');
        await notice(page).waitFor();
        expect(await notice(page).innerText()).toContain('nobody is notified');
        await saveScreenshot(page, `email-settings-not-configured-${name}`);

        await page.getByRole('textbox', { name: 'SMTP host' }).fill('127.0.0.1');
        await page.getByRole('textbox', { name: 'From address' }).fill('office@securecam.example');
        await page.getByRole('button', { name: 'Save settings', exact: true }).click();
        await toast(page, 'Settings saved').waitFor();
        await eventually(() => notice(page).count()).toBe(0);

        await page.goto('/admin');
        await waitForAdminPage(page, DASHBOARD_HEADING);
        await page.getByRole('heading', { name: 'Quick links' }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await notice(page).count()).toBe(0);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }

      const later = await openPage(browser, server.url, { viewport });
      try {
        await askForResetLink(later.page, 'nobody-here@example.com');
        await mainHeading(later.page, 'Check your e-mail').waitFor();
        expect(await later.page.getByRole('status').innerText()).toContain('on its way');
        expectNoConsoleErrors(later.errors);
      } finally {
        await later.context.close();
      }
    },
    // A server of its own starts with each run: more than the default minute on a loaded machine.
    300_000,
  );
});
