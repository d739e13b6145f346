import type { Page } from 'playwright-core';
import { mainHeading } from './admin';
import { type ApiRecord, send } from './records';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'editor';
}

/** A staff account made by the administrator through the Users API, with a unique e-mail. */
export async function createAccount(
  baseURL: string,
  adminToken: string,
  role: Account['role'],
  label: string,
): Promise<Account & { id: number }> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account: Account = {
    email: `${label}.${stamp}@example.com`,
    password: `${label}-password-${stamp}`,
    firstName: label.charAt(0).toUpperCase() + label.slice(1),
    lastName: 'Tester',
    role,
  };
  const { data } = await send<{ data: ApiRecord }>(baseURL, adminToken, 'POST', '/users', account, 201);
  return { ...account, id: data.id };
}

/** Signs in through the Admin Login screen, as a person types it; the page is on /auth/login. */
export async function signInOnLoginScreen(page: Page, credentials: { email: string; password: string }) {
  await mainHeading(page, 'Admin Login').waitFor();
  const email = page.getByRole('textbox', { name: 'Email address' });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  // On a loaded machine the screen can still be taking over from the server's HTML (or mounting
  // again after a session end) when typing starts, and what was typed before that is gone: type
  // until it stays, as a person who saw the fields empty again would.
  // The same can happen between the last look at the fields and the click: the form is sent empty,
  // says the fields are required, and the person types again.
  for (let attempt = 1; ; attempt++) {
    await email.fill(credentials.email);
    await password.fill(credentials.password);
    await page.waitForTimeout(250);
    const kept =
      (await email.inputValue()) === credentials.email &&
      (await password.inputValue()) === credentials.password;
    if (kept) {
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      // Signed in, or on to the second step, leaves the screen; a form sent empty stays, emptied.
      const left = await page
        .waitForURL((url) => url.pathname !== '/auth/login', { timeout: 1_500 })
        .then(
          () => true,
          () => false,
        );
      if (left || (await email.inputValue({ timeout: 1_000 }).catch(() => credentials.email)) !== '') return;
    }
    if (attempt === 5) throw new Error('The login form kept emptying what was typed into it.');
  }
}
