import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_ROOT, LOGIN_ROUTE } from '@/lib/constants';
import type { TestSmtpServer } from '../api/support/smtp';
import { type Account, createAccount, signInOnLoginScreen } from './support/accounts';
import { api, expectNoConsoleErrors, mainHeading, openPage, pathOf, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { DASHBOARD_HEADING } from './support/module-pages';
import { send } from './support/records';
import { signIn } from './support/server';
import { openTestMailbox, type TestMailbox } from './support/test-mailbox';

const baseUrl = inject('baseUrl');
let browser: Browser;
let smtp: TestSmtpServer;
let adminToken: string;
let mailbox: TestMailbox;
let account: Account;

beforeAll(async () => {
  [browser, adminToken] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  mailbox = await openTestMailbox(baseUrl, adminToken);
  smtp = mailbox.smtp;
  account = await createAccount(baseUrl, adminToken, 'editor', 'reset');
});

afterAll(async () => {
  await Promise.all([browser?.close(), mailbox?.close()]);
});

describe('password reset by e-mail', () => {
  it('"Forgot password" sends a link; the new password signs in and the old token is refused', async () => {
    const oldToken = await signIn(baseUrl, { email: account.email, password: account.password });
    expect((await api(baseUrl, oldToken, '/auth/login')).status).toBe(200);
    const newPassword = `${account.password}-renewed`;
    const { context, page, errors } = await openPage(browser, baseUrl, { viewport: VIEWPORTS.phone });
    try {
      await page.goto(LOGIN_ROUTE);
      await mainHeading(page, 'Admin Login').waitFor();
      await page.getByRole('link', { name: 'Forgot password', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/auth/reset-password');
      await mainHeading(page, 'Reset password').waitFor();
      await page.getByRole('textbox', { name: 'Email address' }).fill(account.email);
      await page.getByRole('button', { name: 'Send reset link', exact: true }).click();
      await mainHeading(page, 'Check your e-mail').waitFor();
      await page.getByText(account.email, { exact: true }).waitFor();
      await saveScreenshot(page, 'password-reset-sent-phone');

      const [mail] = await smtp.waitForMessagesTo(account.email, 1, 20_000);
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.envelopeFrom).toBe('office@securecam.example');
      const link = mail?.text.match(/https?:\/\/\S+\/auth\/new-password\?token=[^\s"<>]+/)?.[0];
      expect(link, mail?.text).toBeTruthy();
      expect(mail?.html).toContain(link?.replace(/&/g, '&amp;'));
      // The link names the public address; the test server listens on its own loopback port.
      const { pathname, search } = new URL(link ?? '');
      await page.goto(`${pathname}${search}`);
      await mainHeading(page, 'Set a new password').waitFor();
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
      await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Save new password', exact: true }).click();
      await mainHeading(page, 'Password changed').waitFor();

      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === LOGIN_ROUTE);
      await signInOnLoginScreen(page, { email: account.email, password: newPassword });
      await page.waitForURL((url) => url.pathname === ADMIN_ROOT);
      await waitForAdminPage(page, DASHBOARD_HEADING);
      expect(pathOf(page)).toBe(ADMIN_ROOT);

      // Revoked at once: the token from before the reset, and the old password.
      expect((await api(baseUrl, oldToken, '/auth/login')).status).toBe(401);
      await send(
        baseUrl,
        null,
        'POST',
        '/auth/login',
        { email: account.email, password: account.password },
        401,
      );
      // The link works once.
      await send(
        baseUrl,
        null,
        'POST',
        '/auth/reset-password',
        {
          token: new URLSearchParams(search).get('token'),
          password: `${newPassword}-again`,
        },
        400,
      );
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });
});
