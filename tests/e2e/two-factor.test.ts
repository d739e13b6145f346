import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInOnLoginScreen } from './support/accounts';
import {
  api,
  eventually,
  expectNoConsoleErrors,
  mainHeading,
  openPage,
  pathOf,
  toast,
  waitForAdminPage,
} from './support/admin';
import { axeViolations, WCAG_21_AA } from './support/axe';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { E2E_ADMIN, type RunningServer, startServer } from './support/server';

/**
 * Two-factor sign-in as staff use it, on a site of its own (requiring it for everyone would sign out
 * the other files' sessions): set up from the account menu with a code computed from the key the
 * screen shows, sign in with an app code, then with a recovery code (once), a required set-up inside
 * a sign-in, and an administrator's reset.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The code an authenticator app shows for the key on screen, `steps` 30-second steps from now. */
const appCode = (typedKey: string, steps = 0) =>
  generateHOTP(
    decodeBase32IgnorePadding(typedKey.replace(/\s/g, '')),
    BigInt(Math.floor(Date.now() / 30_000) + steps),
    6,
  );

/** axe's WCAG 2.1 A and AA rules, contrast included, on the screen as it stands. */
const wcagViolations = (page: Page) => axeViolations(page, { tags: WCAG_21_AA, why: true });

const codeField = (page: Page, name: 'Authentication code' | 'Recovery code' = 'Authentication code') =>
  page.getByRole('textbox', { name });

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await mainHeading(page, 'Admin Login').waitFor();
}

/** Signs out, then in again with the password: the screen asks for the second step. */
async function signInAgain(page: Page, account: { email: string; password: string }) {
  await logOut(page);
  await signInOnLoginScreen(page, account);
  await mainHeading(page, 'Two-step verification').waitFor();
}

async function readRecoveryCodes(page: Page) {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  return list.getByRole('listitem').allInnerTexts();
}

describe('two-factor sign-in', () => {
  it('is set up from the account menu, then asks for an app code, or a recovery code once', async () => {
    const { context, page, errors } = await openPage(browser, server.url, { viewport: VIEWPORTS.desktop });
    try {
      await page.goto('/auth/login');
      await signInOnLoginScreen(page, E2E_ADMIN);
      await waitForAdminPage(page, /^Welcome back/);

      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
      await dialog.getByRole('button', { name: 'Set up' }).click();
      await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      expect(await wcagViolations(page)).toEqual([]);
      const key = await dialog.getByTestId('authenticator-key').innerText();
      await codeField(page).fill('000000');
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      await dialog.getByText('That is not the code your app shows now').waitFor();
      await codeField(page).fill(appCode(key));
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      const recoveryCodes = await readRecoveryCodes(page);
      expect(recoveryCodes).toHaveLength(10);
      expect(await wcagViolations(page)).toEqual([]);
      ownerRecoveryCodes.push(...recoveryCodes.slice(1));
      // Shown once: Escape does not close the dialog while they are on screen, Done does.
      await page.keyboard.press('Escape');
      expect(await dialog.getByRole('button', { name: 'Done' }).isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The next sign-in asks for a code after the password; the code shown a step later signs in.
      await signInAgain(page, E2E_ADMIN);
      expect(pathOf(page)).toBe('/auth/verify');
      expect(await wcagViolations(page)).toEqual([]);
      // And in the dark scheme: its links readable on the dark card too.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
      expect(await wcagViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.locator('html[data-mantine-color-scheme="light"]').waitFor({ state: 'attached' });
      await codeField(page).fill(appCode(key, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForAdminPage(page, /^Welcome back/);

      // A recovery code signs in once.
      await signInAgain(page, E2E_ADMIN);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      // The recovery-code field takes over, focused, with no complaint about the empty app-code field.
      await eventually(() =>
        codeField(page, 'Recovery code').evaluate((input) => input === document.activeElement),
      ).toBe(true);
      expect(await page.getByText('Enter the 6-digit code').count()).toBe(0);
      await codeField(page, 'Recovery code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForAdminPage(page, /^Welcome back/);
      // The person is told how many are left, and where new ones are made.
      await page
        .getByText('9 recovery codes left. Make new ones from the account menu, Two-factor sign-in.')
        .waitFor();
      await signInAgain(page, E2E_ADMIN);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await codeField(page, 'Recovery code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('That code is not right').waitFor();
      expect(pathOf(page)).toBe('/auth/verify');

      // The second step is for a sign-in in progress only: a fresh tab goes to the sign-in page.
      const other = await context.newPage();
      await other.goto(`${server.url}/auth/verify`);
      await mainHeading(other, 'Admin Login').waitFor();
      expect(pathOf(other)).toBe('/auth/login');
      expectNoConsoleErrors(errors, [400]);
    } finally {
      await context.close();
    }
  });

  it('limits wrong codes like wrong passwords', async () => {
    const adminToken = await adminTokenWithCode();
    const person = await createAccount(server.url, adminToken, 'editor', 'guesser');
    const own = await openPage(browser, server.url, { viewport: VIEWPORTS.phone });
    try {
      await own.page.goto('/auth/login');
      await signInOnLoginScreen(own.page, person);
      await waitForAdminPage(own.page, /^Welcome back/);
      await own.page.getByRole('button', { name: /^Account menu for / }).click();
      await own.page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
      await own.page.getByRole('button', { name: 'Set up' }).click();
      const key = await own.page.getByTestId('authenticator-key').innerText();
      await codeField(own.page).fill(appCode(key));
      await own.page.getByRole('button', { name: 'Turn on' }).click();
      await readRecoveryCodes(own.page);
      await own.page.getByRole('button', { name: 'Done' }).click();
      await signInAgain(own.page, person);
      for (let attempt = 0; attempt < 8; attempt++) {
        await codeField(own.page).fill(String(200000 + attempt));
        await own.page.getByRole('button', { name: 'Verify' }).click();
        await own.page.getByText('That code is not right').waitFor();
      }
      await codeField(own.page).fill(appCode(key, 1));
      await own.page.getByRole('button', { name: 'Verify' }).click();
      await own.page.getByText(/Too many attempts/).waitFor();
      expect(pathOf(own.page)).toBe('/auth/verify');
      expectNoConsoleErrors(own.errors, [400, 429]);
    } finally {
      await own.context.close();
    }
  });

  it('is required by an administrator for everyone, set up inside the next sign-in, and reset for one person', async () => {
    const adminToken = await adminTokenWithCode();
    const person = await createAccount(server.url, adminToken, 'editor', 'installer');
    const admin = await openPage(browser, server.url, { token: adminToken });
    try {
      await admin.page.goto('/admin/security');
      await waitForAdminPage(admin.page, 'Sign-in security');
      const row = admin.page.getByRole('row').filter({ hasText: person.email });
      // The table arrives after the heading: wait for the person's row to say Off.
      await row.getByText('Off', { exact: true }).waitFor();
      // The administrator's own row has no Reset: their own goes off from the account menu.
      const ownRow = admin.page.getByRole('row').filter({ hasText: E2E_ADMIN.email });
      await ownRow.getByText('On', { exact: true }).waitFor();
      expect(await ownRow.getByRole('button').count()).toBe(0);
      const requirement = admin.page.getByRole('switch', {
        name: 'Require two-factor sign-in for every staff account',
      });
      await requirement.click();
      // It asks first, saying how many accounts it signs out.
      const confirm = admin.page.getByRole('dialog', { name: 'Require two-factor sign-in of everyone?' });
      await confirm.getByText(/1 active account has no authenticator app yet/).waitFor();
      await confirm.getByRole('button', { name: 'Require it' }).click();
      await toast(admin.page, 'Two-factor sign-in is required').waitFor();
      expect(await requirement.isChecked()).toBe(true);

      // The person's next sign-in sets up an app before going on.
      const own = await openPage(browser, server.url, { viewport: VIEWPORTS.phone });
      try {
        // Two tabs sign in; the one finished first sets the app up.
        const otherTab = await own.context.newPage();
        // In the dark scheme, as a phone set to it shows the back office.
        for (const tab of [own.page, otherTab]) await tab.emulateMedia({ colorScheme: 'dark' });
        for (const tab of [own.page, otherTab]) {
          await tab.goto('/auth/login');
          await signInOnLoginScreen(tab, person);
          await mainHeading(tab, 'Set up two-factor sign-in').waitFor();
          await tab.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
        }
        expect(await wcagViolations(own.page)).toEqual([]);
        const key = await own.page.getByTestId('authenticator-key').innerText();
        await codeField(own.page).fill(appCode(key));
        await own.page.getByRole('button', { name: 'Turn on and sign in' }).click();
        expect(await readRecoveryCodes(own.page)).toHaveLength(10);
        expect(await wcagViolations(own.page)).toEqual([]);
        await own.page.getByRole('button', { name: 'I have saved them: continue' }).click();
        await waitForAdminPage(own.page, /^Welcome back/);

        // The other tab's sign-in is over: it says so, and no longer shows the account's key.
        await codeField(otherTab).fill(appCode(key, 1));
        await otherTab.getByRole('button', { name: 'Turn on and sign in' }).click();
        await otherTab.getByText('This sign-in was completed already').waitFor();
        expect(await otherTab.getByTestId('authenticator-key').count()).toBe(0);
        expect(await otherTab.getByRole('link', { name: 'Sign in again' }).isVisible()).toBe(true);
      } finally {
        await own.context.close();
      }

      await admin.page.reload();
      await waitForAdminPage(admin.page, 'Sign-in security');
      await row.getByText('On', { exact: true }).waitFor();
      await row.getByRole('button', { name: /^Reset two-factor sign-in of / }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
      await toast(admin.page, 'Two-factor sign-in reset').waitFor();
      await row.getByText('Off', { exact: true }).waitFor();
      const overview = await api(server.url, adminToken, '/two-factor');
      expect(
        overview.body.accounts.find((account: { email: string }) => account.email === person.email),
      ).toMatchObject({
        twoFactor: false,
      });
      await requirement.click();
      await admin.page
        .getByRole('dialog', { name: 'Stop requiring two-factor sign-in?' })
        .getByRole('button', { name: 'Stop requiring it' })
        .click();
      await toast(admin.page, 'Two-factor sign-in is up to each person').waitFor();
      expect(await requirement.isChecked()).toBe(false);
      expectNoConsoleErrors(admin.errors);
    } finally {
      await admin.context.close();
    }
  });
});

/** The administrator's recovery codes not yet used, from the set-up of the first test. */
const ownerRecoveryCodes: string[] = [];

/** A token of the administrator, whose sign-in has a second step since the first test: a recovery code each. */
async function adminTokenWithCode(): Promise<string> {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { challenge?: string; accessToken?: string; message?: string };
  };
  const { challenge } = await post('/auth/login', E2E_ADMIN);
  const code = ownerRecoveryCodes.shift();
  if (!challenge || !code) throw new Error('The administrator has no second step set up');
  const { accessToken, message } = await post('/auth/verify', { challenge, code });
  if (!accessToken) throw new Error(`The second step failed: ${message}`);
  return accessToken;
}
