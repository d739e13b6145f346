import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  eventually,
  expectNoConsoleErrors,
  openPage,
  pathOf,
  toast,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { signIn } from './support/server';
import {
  changeSummary,
  clickSidebarLink,
  createService,
  leaveDialog,
  openEditFormFromView,
  saveButton,
  summaryInput,
} from './support/service-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});

afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const;

/** Records the browser's own prompts (beforeunload), answering each as told. */
function watchDialogs(page: Page, answer: (dialog: Dialog) => Promise<void>) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void answer(dialog);
  });
  return seen;
}

describe('leaving a changed form asks first', () => {
  it.each(SIZES)('a sidebar link asks; Stay keeps the values, Leave goes (%s)', async (name, viewport) => {
    const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
    try {
      const service = await createService(baseUrl, token, 'Guard links');
      await openEditFormFromView(page, service.id);
      const editPath = pathOf(page);
      await changeSummary(page, 'Changed but not saved yet.');

      await clickSidebarLink(page, 'Services');
      await leaveDialog(page).waitFor();
      await saveScreenshot(page, `unsaved-changes-leave-dialog-${name}`);
      await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
      await leaveDialog(page).waitFor({ state: 'detached' });
      expect(pathOf(page)).toBe(editPath);
      expect(await summaryInput(page).inputValue()).toBe('Changed but not saved yet.');

      await clickSidebarLink(page, 'Services');
      await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
      await waitForAdminPage(page, 'Services');
      expect(pathOf(page)).toMatch(/^\/admin\/services\/?$/);
      const { body } = await api(baseUrl, token, `/services/${service.id}`);
      expect(body.data.summary).toBe('Cameras checked, cleaned and aimed once a year.');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it.each(SIZES)(
    'the back button asks; Stay keeps the page, Leave goes back (%s)',
    async (_name, viewport) => {
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        const service = await createService(baseUrl, token, 'Guard back');
        await openEditFormFromView(page, service.id);
        const editPath = pathOf(page);
        await changeSummary(page, 'Typed, then back pressed.');

        void page.goBack().catch(() => null);
        await leaveDialog(page).waitFor();
        await eventually(() => pathOf(page)).toBe(editPath);
        await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
        await leaveDialog(page).waitFor({ state: 'detached' });
        expect(pathOf(page)).toBe(editPath);
        expect(await summaryInput(page).inputValue()).toBe('Typed, then back pressed.');
        await waitForAdminPage(page, 'Edit service');

        void page.goBack().catch(() => null);
        await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
        await eventually(() => pathOf(page)).toBe(`/admin/services/${service.id}/view`);
        await waitForAdminPage(page, service.title);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );

  it.each(SIZES)('reload and closing the tab get the browser prompt (%s)', async (_name, viewport) => {
    const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
    try {
      const service = await createService(baseUrl, token, 'Guard reload');
      await openEditFormFromView(page, service.id);
      await changeSummary(page, 'Typed, then reload pressed.');

      const prompts = watchDialogs(page, (dialog) => dialog.dismiss());
      void page.reload({ timeout: 10_000 }).catch(() => null);
      await eventually(() => prompts).toEqual(['beforeunload']);
      // Staying: the page and the values are still there.
      expect(await summaryInput(page).inputValue()).toBe('Typed, then reload pressed.');
      page.removeAllListeners('dialog');

      const closing = watchDialogs(page, (dialog) => dialog.accept());
      await page.close({ runBeforeUnload: true });
      await eventually(() => closing).toEqual(['beforeunload']);
      await eventually(() => page.isClosed()).toBe(true);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it.each(SIZES)('after a successful save nothing asks (%s)', async (_name, viewport) => {
    const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
    try {
      const service = await createService(baseUrl, token, 'Guard saved');
      await openEditFormFromView(page, service.id);
      await changeSummary(page, 'Saved, so nobody asks.');
      await saveButton(page).click();
      await toast(page, 'Changes saved').waitFor();
      await waitForAdminPage(page, service.title);

      const prompts = watchDialogs(page, (dialog) => dialog.dismiss());
      await page.reload();
      await waitForAdminPage(page, service.title);
      await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
      await waitForAdminPage(page, 'Edit service');
      expect(await summaryInput(page).inputValue()).toBe('Saved, so nobody asks.');
      await clickSidebarLink(page, 'Services');
      await waitForAdminPage(page, 'Services');
      expect(await leaveDialog(page).count()).toBe(0);
      expect(prompts).toEqual([]);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });
});

describe('Ctrl+S and Cmd+S save the form', () => {
  it.each(SIZES)(
    'both shortcuts save, with the toast and the stored record showing it (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        const service = await createService(baseUrl, token, 'Shortcut');
        for (const [shortcut, summary] of [
          ['Control+S', 'Saved with Ctrl+S.'],
          ['Meta+S', 'Saved with Cmd+S.'],
        ] as const) {
          await openEditFormFromView(page, service.id);
          await changeSummary(page, summary);
          await page.keyboard.press(shortcut);
          await toast(page, 'Changes saved').waitFor();
          await eventually(() => pathOf(page)).toBe(`/admin/services/${service.id}/view`);
          await page.getByText(summary, { exact: true }).first().waitFor();
          const { body } = await api(baseUrl, token, `/services/${service.id}`);
          expect(body.data.summary).toBe(summary);
          if (shortcut === 'Meta+S') await saveScreenshot(page, `save-shortcut-${name}`);
          // The toast goes before the next round, which waits for a fresh one.
          await page
            .locator('.mantine-Notification-root')
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 });
        }
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );
});
