import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, expectNoConsoleErrors, openPage, toast, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { createInquiry, send } from './support/records';
import { type RunningServer, signIn, startServer } from './support/server';

/**
 * The lead inbox as staff work it: status tabs in the address, no spam, the count, the phone list.
 * On a server of its own: the sidebar counts every new lead of the server, and other files write
 * leads at the same time (hundreds, in the write-fairness test).
 */

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  baseUrl = server.url;
  token = await signIn(baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = (page: Page) => page.locator('table tbody tr.mantine-datatable-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const statusParam = (page: Page) => new URL(page.url()).searchParams.get('status');

/** Four leads of one run: new (with a phone, for a package), contacted, won and spam. */
async function createLeads(stamp: string) {
  const lead = (name: string, status: string, service = 'CCTV Installation') =>
    createInquiry(baseUrl, token, {
      name: `${stamp} ${name}`,
      status,
      phone: '(323) 555-0187',
      service,
      message: `Four cameras around the house, please (${stamp}).`,
    });
  return {
    fresh: await lead('Newlead', 'new', 'Home Complete'),
    reached: await lead('Reached', 'contacted'),
    closed: await lead('Closed', 'won'),
    junk: await lead('Junk', 'spam'),
  };
}

/** Every listed row shows this status (in its column on a desktop, under the name on a phone). */
async function expectOnlyStatus(page: Page, label: string) {
  const texts = await rows(page).allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toContain(label);
}

/** The number beside "Inquiries" in the sidebar (0 when none is shown). */
async function sidebarCount(page: Page): Promise<number> {
  const badge = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: /^Inquiries/ })
    .locator('[data-unread-count]');
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.textContent()) ?? '0', 10);
}

/** The dashboard's "New inquiries" card. */
const newInquiriesCard = (page: Page) =>
  page
    .getByRole('main')
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByRole('heading', { name: 'New inquiries', exact: true }) });

describe('inquiry inbox', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const)(
    'status tabs, the address bar and the list agree, across a reload (%s)',
    async (name, viewport) => {
      const stamp = `Tabs${name}${Date.now()}`;
      await createLeads(stamp);
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto('/admin/inquiries');
        await waitForAdminPage(page, 'Inquiries');
        await row(page, `${stamp} Newlead`).waitFor();
        expect(await tab(page, 'All').getAttribute('aria-selected')).toBe('true');
        // Spam stays out of "All".
        expect(await row(page, `${stamp} Junk`).count()).toBe(0);

        await tab(page, 'Contacted').click();
        await eventually(() => statusParam(page)).toBe('contacted');
        await row(page, `${stamp} Reached`).waitFor();
        await eventually(() => row(page, `${stamp} Newlead`).count()).toBe(0);
        expect(await tab(page, 'Contacted').getAttribute('aria-selected')).toBe('true');
        await expectOnlyStatus(page, 'Contacted');
        await saveScreenshot(page, `inbox-contacted-tab-${name}`);

        await page.reload();
        await waitForAdminPage(page, 'Inquiries');
        await row(page, `${stamp} Reached`).waitFor();
        expect(statusParam(page)).toBe('contacted');
        expect(await tab(page, 'Contacted').getAttribute('aria-selected')).toBe('true');
        await expectOnlyStatus(page, 'Contacted');

        await page.goto('/admin/inquiries?status=won');
        await waitForAdminPage(page, 'Inquiries');
        await row(page, `${stamp} Closed`).waitFor();
        expect(await tab(page, 'Won').getAttribute('aria-selected')).toBe('true');
        await expectOnlyStatus(page, 'Won');

        await tab(page, 'Spam').click();
        await row(page, `${stamp} Junk`).waitFor();
        expect(statusParam(page)).toBe('spam');
        await expectOnlyStatus(page, 'Spam');

        await tab(page, 'All').click();
        await row(page, `${stamp} Newlead`).waitFor();
        expect(new URL(page.url()).search).toBe('');
        expect(await tab(page, 'All').getAttribute('aria-selected')).toBe('true');
        expect(await row(page, `${stamp} Junk`).count()).toBe(0);
        await row(page, `${stamp} Reached`).waitFor();
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );

  it('a page past the end, from an old link, shows the last page with its rows, not an empty inbox', async () => {
    const stamp = `Past${Date.now()}`;
    const listedTotal = async () =>
      ((await api(baseUrl, token, '/inquiries?pageSize=1')).body as { total: number }).total;
    // More than one page of ten (spam is not listed).
    while ((await listedTotal()) <= 10) await createLeads(stamp);
    const { context, page, errors } = await openPage(browser, baseUrl, {
      token,
      viewport: VIEWPORTS.desktop,
    });
    try {
      await page.goto('/admin/inquiries?page=999&pageSize=10');
      await waitForAdminPage(page, 'Inquiries');
      await rows(page).first().waitFor();
      const total = await listedTotal();
      const lastPage = Math.ceil(total / 10);
      await eventually(() => new URL(page.url()).searchParams.get('page')).toBe(String(lastPage));
      await eventually(() => page.getByText(/^\d+–\d+ of \d+$/).innerText()).toBe(
        `${(lastPage - 1) * 10 + 1}–${total} of ${total}`,
      );
      expect(await rows(page).count()).toBe(total - (lastPage - 1) * 10);
      // The table keeps its empty state in the page, shown (`data-active`) only without rows.
      expect(await page.locator('.mantine-datatable-empty-state[data-active]').count()).toBe(0);
      await saveScreenshot(page, 'inbox-past-the-end');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('an address with a page or page size the list does not take is corrected to what it shows', async () => {
    const listedTotal = async () =>
      ((await api(baseUrl, token, '/inquiries?pageSize=1')).body as { total: number }).total;
    while ((await listedTotal()) <= 20) await createLeads(`Odd${Date.now()}`);
    const { context, page, errors } = await openPage(browser, baseUrl, {
      token,
      viewport: VIEWPORTS.desktop,
    });
    try {
      await page.goto('/admin/inquiries?page=abc&pageSize=25&status=contacted&status=nonsense');
      await waitForAdminPage(page, 'Inquiries');
      await rows(page).first().waitFor();
      await eventually(() => new URL(page.url()).search).toBe('?status=contacted');
      await page.goto('/admin/inquiries?pageSize=25&page=0');
      await waitForAdminPage(page, 'Inquiries');
      await eventually(() => new URL(page.url()).search).toBe('');
      await eventually(() => rows(page).count()).toBe(20);
      await page.reload();
      await waitForAdminPage(page, 'Inquiries');
      await eventually(() => rows(page).count()).toBe(20);
      // A search the API refuses says why, and shows no empty list beside it.
      await page.goto('/admin/inquiries?q=%00');
      await waitForAdminPage(page, 'Inquiries');
      const refusal = page.getByRole('alert').filter({ hasText: 'Could not load inquiries' });
      await eventually(() => refusal.innerText()).toContain(
        'Search: Contains a character that is not allowed',
      );
      expect(await page.locator('.mantine-datatable-empty-state').textContent()).toBe('');
      await saveScreenshot(page, 'inbox-refused-search');
      // A lead that is not there (an old link) says so, with the way back and nothing to try again.
      await page.goto('/admin/inquiries/999999/view');
      const missing = page.getByRole('alert').filter({ hasText: 'No such inquiry' });
      await missing.waitFor();
      expect(await missing.innerText()).toContain('does not exist, or it was deleted');
      expect(await missing.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await missing.getByRole('link', { name: 'Back to inquiries' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/inquiries');
      expectNoConsoleErrors(errors, [400, 404]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const)(
    'each row shows name, status, service, date and a call link; statuses differ in colour; Delete sits by Edit (%s)',
    async (name, viewport) => {
      const stamp = `Rows${name}${Date.now()}`;
      const { closed } = await createLeads(stamp);
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto('/admin/inquiries');
        await waitForAdminPage(page, 'Inquiries');
        const fresh = row(page, `${stamp} Newlead`);
        await fresh.waitFor();
        // On a phone the summary under the name shows them; on a desktop their columns do.
        const shown = (text: string) => fresh.getByText(text, { exact: true }).filter({ visible: true });
        await eventually(() => shown('New').count()).toBe(1);
        const service = shown('Home Complete');
        expect(await service.count()).toBe(1);
        // The whole name of the package on one line, never cut to "Home Comp…".
        const serviceText = await service.evaluate((element) => ({
          clipped: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
          lines: Math.round(element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight)),
        }));
        expect(serviceText).toEqual({ clipped: false, lines: 1 });
        const year = String(new Date().getFullYear());
        expect(await fresh.innerText()).toContain(year);
        // Tap to call, right from the list: under the name on a phone, in its column on a desktop.
        const call = fresh.locator('a[href^="tel:"]').filter({ visible: true });
        expect(await call.count()).toBe(1);
        expect(await call.getAttribute('href')).toBe('tel:+13235550187');
        expect(await call.innerText()).toBe('(323) 555-0187');
        const phoneHeader = page.locator('thead th').filter({ hasText: /^Phone$/ });
        expect(await phoneHeader.isVisible()).toBe(name === 'desktop');
        // On screen, not scrolled off to the side.
        const onScreen = async (locator: ReturnType<Page['locator']>) => {
          const box = await locator.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= viewport.width;
        };
        expect(await onScreen(call)).toBe(true);

        // Delete right beside Edit, both on screen; on a phone the name opens the inquiry instead of View.
        const edit = fresh.getByRole('link', { name: `Edit ${stamp} Newlead` });
        const remove = fresh.getByRole('button', { name: `Delete ${stamp} Newlead` });
        expect(await onScreen(edit)).toBe(true);
        expect(await onScreen(remove)).toBe(true);
        const [editBox, removeBox] = [(await edit.boundingBox())!, (await remove.boundingBox())!];
        expect(Math.abs(editBox.y - removeBox.y)).toBeLessThan(4);
        expect(removeBox.x - (editBox.x + editBox.width)).toBeLessThan(12);
        expect(await fresh.getByRole('link', { name: `View ${stamp} Newlead` }).isVisible()).toBe(
          name === 'desktop',
        );
        const newBadge = shown('New');
        const contactedBadge = row(page, `${stamp} Reached`)
          .getByText('Contacted', { exact: true })
          .filter({ visible: true });
        const background = (locator: typeof newBadge) =>
          locator.evaluate(
            (element) => getComputedStyle(element.closest('.mantine-Badge-root')!).backgroundColor,
          );
        const [newColor, contactedColor] = [await background(newBadge), await background(contactedBadge)];
        expect(newColor).not.toBe(contactedColor);
        expect(await newBadge.evaluate((element) => getComputedStyle(element).color)).toBe(
          'rgb(255, 255, 255)',
        );
        await saveScreenshot(page, `inbox-list-${name}`);

        // A lead deleted goes to the trash, as content does.
        await row(page, `${stamp} Closed`)
          .getByRole('button', { name: `Delete ${stamp} Closed` })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Move inquiry to the trash?' });
        await dialog.getByRole('button', { name: 'Move to trash', exact: true }).click();
        await toast(page, 'Moved to trash').waitFor();
        await row(page, `${stamp} Closed`).waitFor({ state: 'detached' });
        const trash = await api(baseUrl, token, '/trash?pageSize=100');
        expect(trash.body.data).toContainEqual(
          expect.objectContaining({ module: 'inquiries', recordId: closed.id, title: `${stamp} Closed` }),
        );
        // Leads were never on the site: several selected leave the list, as one does.
        await page.getByRole('checkbox', { name: `Select “${stamp} Newlead”` }).check();
        await page.getByRole('checkbox', { name: `Select “${stamp} Reached”` }).check();
        const bar = page.getByRole('toolbar', { name: 'Selected rows' });
        await bar.getByRole('button', { name: 'Move to trash', exact: true }).click();
        const bulkDialog = page.getByRole('dialog', { name: 'Move 2 inquiries to the trash?' });
        expect(await bulkDialog.innerText()).toContain('will leave the list');
        await bulkDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const)(
    'an inquiry opens with message and contact first; marking it contacted lowers the sidebar count (%s)',
    async (name, viewport) => {
      const stamp = `View${name}${Date.now()}`;
      const { fresh } = await createLeads(stamp);
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto('/admin/inquiries');
        await waitForAdminPage(page, 'Inquiries');
        await eventually(() => sidebarCount(page)).toBeGreaterThan(0);
        const before = await sidebarCount(page);
        await row(page, `${stamp} Newlead`)
          .getByRole('link', { name: `${stamp} Newlead`, exact: true })
          .click();
        await waitForAdminPage(page, `${stamp} Newlead`);
        expect(new URL(page.url()).pathname).toBe(`/admin/inquiries/${fresh.id}/view`);

        const first = page.locator('[data-view-first]');
        await first.waitFor();
        expect(await first.innerText()).toContain(`Four cameras around the house, please (${stamp}).`);
        expect(await first.locator('a[href="tel:+13235550187"]').isVisible()).toBe(true);
        expect(await first.locator(`a[href="mailto:${fresh.email}"]`).isVisible()).toBe(true);
        const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? -1;
        const firstTop = await top(first);
        const followUp = page.getByRole('heading', { name: 'Follow-up' });
        const serviceLabel = page.getByText('Service', { exact: true });
        expect(firstTop).toBeGreaterThan(0);
        expect(firstTop).toBeLessThan(await top(followUp));
        expect(firstTop).toBeLessThan(await top(serviceLabel));
        await saveScreenshot(page, `inquiry-view-${name}`);

        await page.getByRole('main').getByRole('combobox', { name: 'Status', exact: true }).click();
        await page.getByRole('listbox').getByRole('option', { name: 'Contacted', exact: true }).click();
        await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
        await toast(page, 'Saved').waitFor();
        await eventually(() => sidebarCount(page)).toBe(before - 1);
        if (name === 'phone') {
          await page.getByRole('button', { name: 'Toggle navigation' }).click();
          await page.getByRole('button', { name: 'Close navigation' }).waitFor();
        }
        await saveScreenshot(page, `inquiry-marked-contacted-${name}`);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );

  it("the dashboard's New inquiries card, which the feature brings, lists the newest lead and opens it", async () => {
    const stamp = `Card${Date.now()}`;
    const { fresh } = await createLeads(stamp);
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    try {
      await page.goto('/admin');
      await waitForAdminPage(page, /^Welcome back/);
      const card = newInquiriesCard(page);
      const lead = card.getByRole('link', { name: `${stamp} Newlead`, exact: true });
      await lead.waitFor();
      // Only the one waiting: the contacted, won and spam leads of the same run are not listed.
      expect(await card.getByRole('link', { name: new RegExp(stamp) }).count()).toBe(1);
      expect(await card.getByRole('link', { name: 'Open inbox' }).getAttribute('href')).toBe(
        '/admin/inquiries',
      );
      await lead.click();
      await waitForAdminPage(page, `${stamp} Newlead`);
      expect(new URL(page.url()).pathname).toBe(`/admin/inquiries/${fresh.id}/view`);
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('a booking whose instant estimate the site could not keep is marked in the inbox and on the dashboard, and its lead says why', async () => {
    const name = `NotKept${Date.now()}`;
    const slots = await (await fetch(`${baseUrl}/api/survey-slots?days=21`)).json();
    const slot = (slots.data.days as { slots: { startsAt: string }[] }[]).flatMap((day) => day.slots).at(-1)!;
    // The booking step's own form, its estimate field tampered with (more cameras than it offers).
    const booked = await fetch(`${baseUrl}/free-quote/book`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: baseUrl },
      body: new URLSearchParams({
        name,
        email: 'not-kept@example.com',
        phone: '(213) 555-0101',
        address: '1200 Echo Park Ave, Los Angeles',
        postalCode: '90026',
        surveyStartsAt: slot.startsAt,
        formStartedAt: String(Date.now() - 60_000),
        estimate: 'property=residential&indoor=99&outdoor=4&days=30&monitoring=no',
      }),
    });
    expect(booked.status).toBe(303);
    expect(booked.headers.get('location')).toMatch(/^\/survey\/.+\?booked=1$/);
    const found = await api(baseUrl, token, `/inquiries?q=${encodeURIComponent(name)}`);
    const lead = found.body.data[0] as { id: number; estimateNotKept: { reason: string } };
    expect(lead.estimateNotKept.reason).toBeTruthy();
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    try {
      await page.goto('/admin/inquiries');
      await waitForAdminPage(page, 'Inquiries');
      await eventually(() => row(page, name).locator('[data-record-fact]').allInnerTexts()).toContain(
        'Estimate not kept',
      );
      await page.goto('/admin');
      await waitForAdminPage(page, /^Welcome back/);
      const card = newInquiriesCard(page);
      await eventually(() => card.locator('[data-record-fact]').allInnerTexts()).toContain(
        'Estimate not kept',
      );
      await page.goto(`/admin/inquiries/${lead.id}/view`);
      await waitForAdminPage(page, name);
      expect(await page.locator('[data-field-note]').innerText()).toBe(
        `Estimate not kept: ${lead.estimateNotKept.reason}; ask the visitor what they need.`,
      );
      // The staff notes stay the staff's own.
      expect(await page.getByRole('textbox', { name: 'Staff notes' }).inputValue()).toBe('');

      // Staff call the visitor and fill the estimate in: the site's note stays under it.
      await send(baseUrl, token, 'PATCH', `/inquiries/${lead.id}`, {
        estimate: [{ label: 'Estimated range', value: '$1,900 – $2,400' }],
      });
      await page.reload();
      await waitForAdminPage(page, name);
      await page.getByText('$1,900 – $2,400').waitFor();
      expect(await page.locator('[data-field-note]').innerText()).toBe(
        `Estimate not kept: ${lead.estimateNotKept.reason}; ask the visitor what they need.`,
      );
      await saveScreenshot(page, 'inquiry-estimate-not-kept-desktop');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });
});
