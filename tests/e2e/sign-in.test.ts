import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectNoConsoleErrors,
  mainHeading,
  openPage,
  pathOf,
  readStoredToken,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { E2E_ADMIN, startServer } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('admin login screen', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)('is shown in place of /admin/services when signed out (%s)', async (name, viewport) => {
    const { context, page, errors } = await openPage(browser, baseUrl, { viewport });
    try {
      await page.goto('/admin/services');
      await mainHeading(page, 'Admin Login').waitFor();
      expect(pathOf(page)).toBe('/admin/services');
      expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);

      const email = page.getByRole('textbox', { name: 'Email address' });
      expect(await email.getAttribute('type')).toBe('email');
      const helpId = await email.getAttribute('aria-describedby');
      expect(helpId).toBeTruthy();
      expect(await page.locator(`[id="${helpId?.split(' ')[0]}"]`).innerText()).toBe(
        'please provide registered email address',
      );

      const forgot = page.getByRole('link', { name: 'Forgot password', exact: true });
      expect(await forgot.getAttribute('href')).toBe('/auth/reset-password');

      const login = page.getByRole('button', { name: 'Login', exact: true });
      expect((await login.boundingBox())?.width).toBe(100);
      expect(
        await page.getByText("Don't have an account? Contact Administrator", { exact: true }).isVisible(),
      ).toBe(true);
      expect(await page.title()).toBe('Security Website | Admin');
      await saveScreenshot(page, `login-${name}`);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('shows each validation text only after its field is touched', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl);
    try {
      await page.goto('/auth/login');
      await mainHeading(page, 'Admin Login').waitFor();
      const email = page.getByRole('textbox', { name: 'Email address' });
      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      const messages = ['Email is required', 'Enter a valid email', 'Password is required'];
      const visible = async () =>
        (
          await Promise.all(
            messages.map(async (text) => ((await page.getByText(text).isVisible()) ? text : '')),
          )
        ).filter(Boolean);

      expect(await visible()).toEqual([]);
      await email.fill('not-an-email'); // typed but not left yet: not touched
      await page.getByRole('heading', { name: 'Admin Login' }).hover();
      expect(await visible()).toEqual([]);
      await email.blur();
      await page.getByText('Enter a valid email', { exact: true }).waitFor();
      expect(await visible()).toEqual(['Enter a valid email']);
      expect(await email.getAttribute('aria-invalid')).toBe('true');

      await email.fill('');
      await page.getByText('Email is required', { exact: true }).waitFor();
      expect(await visible()).toEqual(['Email is required']);
      await email.fill(E2E_ADMIN.email);
      await page.getByText('Enter a valid email').waitFor({ state: 'detached' });
      expect(await visible()).toEqual([]);

      await password.focus();
      await password.blur(); // touched, still empty
      await page.getByText('Password is required', { exact: true }).waitFor();
      expect(await visible()).toEqual(['Password is required']);

      await password.fill('anything');
      await page.getByText('Password is required').waitFor({ state: 'detached' });
      expect(await visible()).toEqual([]);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('the show/hide toggle switches the password input between hidden and plain text', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl);
    try {
      await page.goto('/auth/login');
      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      await password.fill('secret-value');
      expect(await password.getAttribute('type')).toBe('password');
      const toggle = page.getByRole('button', { name: 'Show or hide password' });
      await toggle.click();
      expect(await password.getAttribute('type')).toBe('text');
      expect(await password.inputValue()).toBe('secret-value');
      await toggle.click();
      expect(await password.getAttribute('type')).toBe('password');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it("a wrong password shows the server's message and keeps the visitor signed out", async () => {
    const { context, page, errors } = await openPage(browser, baseUrl);
    try {
      await page.goto('/admin/services');
      await page.getByRole('textbox', { name: 'Email address' }).fill(E2E_ADMIN.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
      const answer = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/api/auth/login'),
      );
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      const response = await answer;
      expect(response.status()).toBe(401);
      const { message } = (await response.json()) as { message: string };
      expect(message).toBeTruthy();

      const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain(message);
      expect(await readStoredToken(page)).toBeNull();
      expect(await mainHeading(page, 'Admin Login').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);
      expectNoConsoleErrors(errors, [401]);
    } finally {
      await context.close();
    }
  });

  it('signing in goes back to the requested page and stores the access token', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl);
    try {
      await page.goto('/admin/services');
      await mainHeading(page, 'Admin Login').waitFor();
      await page.getByRole('textbox', { name: 'Email address' }).fill(E2E_ADMIN.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();

      await waitForAdminPage(page, 'Services');
      expect(pathOf(page)).toBe('/admin/services');
      const token = await readStoredToken(page);
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const session = await fetch(`${baseUrl}/api/auth/login`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe(E2E_ADMIN.email);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });
});

describe('/auth/register', () => {
  it('offers no registration once a user exists', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl);
    try {
      await page.goto('/auth/register');
      await page.getByText("Don't have an account? Contact Administrator", { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Create administrator' }).count()).toBe(0);
      expect(await page.getByRole('textbox').count()).toBe(0);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('creates the first administrator on a server with no users, who lands signed in on /admin', async () => {
    const server = await startServer({ env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_DEMO: 'false' } });
    const { context, page, errors } = await openPage(browser, server.url);
    try {
      await page.goto('/auth/register');
      await mainHeading(page, 'Create the first administrator').waitFor();
      await page.getByRole('textbox', { name: 'First name' }).fill('Ann');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
      await page.getByRole('textbox', { name: 'Email address' }).fill('ann@example.com');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-admin-password');
      await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('first-admin-password');
      await page.getByRole('button', { name: 'Create administrator' }).click();

      await waitForAdminPage(page, 'Welcome back, Ann');
      expect(pathOf(page)).toBe('/admin');
      expect(await readStoredToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(await page.getByRole('button', { name: 'Account menu for Ann Lee' }).isVisible()).toBe(true);

      // The form is gone for good: the next visitor is told to contact the administrator.
      const stranger = await browser.newContext({ baseURL: server.url });
      const strangerPage = await stranger.newPage();
      await strangerPage.goto('/auth/register');
      await strangerPage.getByText("Don't have an account? Contact Administrator", { exact: true }).waitFor();
      await stranger.close();
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
