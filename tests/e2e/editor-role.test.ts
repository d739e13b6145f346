import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminNavigation, linksForRole } from '@/admin/navigation';
import { ADMIN_ROOT } from '@/lib/constants';
import { registry } from '@/registry';
import { createAccount, signInOnLoginScreen } from './support/accounts';
import {
  api,
  expectNoConsoleErrors,
  mainHeading,
  openPage,
  pathOf,
  readStoredToken,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot } from './support/browser';
import { DASHBOARD_HEADING } from './support/module-pages';
import { signIn } from './support/server';

const ADMIN_ONLY_LINKS = ['Analytics code', 'Users', 'E-mail settings'];
const PERMISSION_DENIED = `${ADMIN_ROOT}/permission-denied`;

const baseUrl = inject('baseUrl');
let browser: Browser;
let editor: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  const adminToken = await signIn(baseUrl);
  [browser, editor] = await Promise.all([
    launchBrowser(),
    createAccount(baseUrl, adminToken, 'editor', 'editor'),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

describe('an editor in the back office', () => {
  it('signs in, sees no administrator links, and lands on permission denied when typing their paths', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl);
    try {
      await page.goto('/auth/login');
      await signInOnLoginScreen(page, editor);
      await page.waitForURL((url) => url.pathname === ADMIN_ROOT);
      await waitForAdminPage(page, DASHBOARD_HEADING);
      const token = await readStoredToken(page);
      expect((await api(baseUrl, token ?? '', '/auth/login')).body.user).toMatchObject({
        email: editor.email,
        role: 'editor',
      });

      const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
      // The labels alone: a link may also show a count (new inquiries) beside it.
      const labels = await sidebar.getByRole('link').locator('.mantine-NavLink-label').allInnerTexts();
      expect(labels.map((label) => label.trim())).toEqual(
        linksForRole(adminNavigation(registry), 'editor').map((link) => link.label),
      );
      for (const label of ADMIN_ONLY_LINKS) expect(labels.map((text) => text.trim())).not.toContain(label);

      const typed = [
        `${ADMIN_ROOT}/users`,
        `${ADMIN_ROOT}/users/add`,
        `${ADMIN_ROOT}/users/${editor.id}/edit`,
        `${ADMIN_ROOT}/email`,
        `${ADMIN_ROOT}/analytics/settings`,
      ];
      for (const path of typed) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === PERMISSION_DENIED);
        await waitForAdminPage(page, 'Permission denied');
        expect({ path, errors }).toEqual({ path, errors: [] });
      }
      await saveScreenshot(page, 'permission-denied-editor-desktop');

      // What editors may do stays open: the inbox and the lead analytics.
      await page.goto(`${ADMIN_ROOT}/inquiries`);
      await waitForAdminPage(page, 'Inquiries');
      await page.goto(`${ADMIN_ROOT}/analytics`);
      await waitForAdminPage(page, 'Lead analytics');
      expect(pathOf(page)).toBe(`${ADMIN_ROOT}/analytics`);
      expect(await mainHeading(page, 'Permission denied').count()).toBe(0);

      // The API says the same as the pages.
      expect((await api(baseUrl, token ?? '', '/users')).status).toBe(403);
      expect((await api(baseUrl, token ?? '', '/settings/email')).status).toBe(403);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });
});
