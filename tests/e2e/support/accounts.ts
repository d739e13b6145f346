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
  await page.getByRole('textbox', { name: 'Email address' }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
