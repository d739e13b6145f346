import type { Page } from 'playwright-core';
import { waitForAdminPage } from './admin';
import { send } from './records';

/** A service of the test's own (unpublished), so editing it disturbs no other test. */
export async function createService(baseURL: string, token: string, label: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const { data } = await send(baseURL, token, 'POST', '/services', {
    title: `${label} ${stamp}`,
    slug: `${label.toLowerCase().replace(/\W+/g, '-')}-${stamp}`,
    summary: 'Cameras checked, cleaned and aimed once a year.',
    published: false,
  });
  return { id: data.id, title: String(data.title) };
}

export const summaryInput = (page: Page) => page.getByRole('textbox', { name: 'Summary', exact: true });

export const saveButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Save changes', exact: true });

/** Opens the service's page, then its edit form through the Edit button (an in-app move). */
export async function openEditFormFromView(page: Page, id: number) {
  await page.goto(`/admin/services/${id}/view`);
  await waitForAdminPage(page, /./);
  await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
  await waitForAdminPage(page, 'Edit service');
  await summaryInput(page).waitFor();
}

/** Types into the summary as a person would (a click first: the browser's leave prompt needs one). */
export async function changeSummary(page: Page, text: string) {
  await summaryInput(page).click();
  await summaryInput(page).fill(text);
}

/** Clicks a sidebar link, opening the menu first on a phone. */
export async function clickSidebarLink(page: Page, name: string) {
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  const link = sidebar.getByRole('link', { name, exact: true });
  const box = await sidebar.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport || box.x < 0 || box.x + box.width > viewport.width) {
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
  }
  await link.click();
}

export const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
