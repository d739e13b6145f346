import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, mainHeading, openPage, toast, waitForAdminPage } from './support/admin';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});
afterAll(async () => {
  await browser?.close();
});

/** A public page as an anonymous visitor fetches it: status and HTML. */
async function visit(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

async function saveServiceForm(page: Page, id: number) {
  await page.getByRole('main').getByRole('button', { name: 'Save changes', exact: true }).click();
  await page.waitForURL(`**/admin/services/${id}/view`);
  await toast(page, 'Changes saved').waitFor();
}

describe('from the back office to the public site', () => {
  it('an edited service title shows on its page at once; unpublishing removes it from page, list and sitemap', async () => {
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const title = `Gate Cameras ${stamp}`;
    const { data } = await send(
      baseUrl,
      token,
      'POST',
      '/services',
      {
        title,
        summary:
          'License-plate cameras for driveways and parking gates, installed and aimed for clear plates.',
        published: true,
      },
      201,
    );
    const path = `/services/${String(data.slug)}`;

    // Visitors have already seen (and the cache has already kept) the page and the list.
    for (let visitTimes = 0; visitTimes < 2; visitTimes += 1) {
      expect(h1Of((await visit(path)).html)).toBe(title);
      expect((await visit('/services')).html).toContain(title);
    }
    expect((await visit('/sitemap.xml')).html).toContain(path);

    const { page, errors } = await openPage(browser, baseUrl, { token, viewport: VIEWPORTS.desktop });
    await page.goto(`/admin/services/${data.id}/edit`);
    await waitForAdminPage(page, 'Edit service');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} Pro`);
    await saveServiceForm(page, data.id);
    await mainHeading(page, `${title} Pro`).waitFor();

    // The very next request shows the change: on the page, in the list.
    expect(h1Of((await visit(path)).html)).toBe(`${title} Pro`);
    expect((await visit('/services')).html).toContain(`${title} Pro`);

    await page.goto(`/admin/services/${data.id}/edit`);
    await waitForAdminPage(page, 'Edit service');
    const published = page.getByRole('switch', { name: 'Published', exact: true });
    expect(await published.isChecked()).toBe(true);
    await published.click();
    await saveServiceForm(page, data.id);

    expect((await visit(path)).status).toBe(404);
    expect((await visit('/services')).html).not.toContain(`${title} Pro`);
    expect((await visit('/sitemap.xml')).html).not.toContain(path);
    expectNoConsoleErrors(errors);
    await page.context().close();
  });

  it('analytics code reaches every public page and never the back office', async () => {
    const code = {
      gtmId: 'GTM-TEST123',
      ga4Id: 'G-TEST12345',
      headHtml: '<meta name="google-site-verification" content="site-check-42">',
      bodyHtml: '<div data-body-code="present"></div>',
    };
    await send(baseUrl, token, 'PUT', '/settings/analytics', code);
    try {
      for (const path of ['/', '/services', '/free-quote', '/no-such-page']) {
        const { html } = await visit(path);
        expect(html, path).toContain('googletagmanager.com/gtm.js');
        expect(html, path).toContain("gtag('config','G-TEST12345')");
        expect(html, path).toMatch(/<head>[\s\S]*google-site-verification[\s\S]*<\/head>/);
        expect(html, path).toContain('data-body-code="present"');
      }
      for (const path of ['/admin', '/admin/services', '/auth/login', '/auth/reset-password']) {
        const { html } = await visit(path);
        expect(html, path).not.toContain('GTM-TEST123');
        expect(html, path).not.toContain('G-TEST12345');
        expect(html, path).not.toContain('site-check-42');
        expect(html, path).not.toContain('data-body-code');
      }
    } finally {
      await send(baseUrl, token, 'PUT', '/settings/analytics', {
        gtmId: null,
        ga4Id: null,
        headHtml: null,
        bodyHtml: null,
      });
    }
    expect((await visit('/')).html).not.toContain('GTM-TEST123');
  });
});
