import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, eventually, openPage, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS, watchConsole } from './support/browser';
import { send } from './support/records';
import { signIn } from './support/server';
import { openTestMailbox, type TestMailbox } from './support/test-mailbox';

/**
 * The site in Spanish as a visitor and the owner use it: the header's language link keeps the
 * visitor on the same page in Spanish, the quote form speaks Spanish (its mistakes too), the
 * auto-reply arrives in Spanish and the inbox says the lead is Spanish; a service translated in the
 * admin shows on its Spanish page at the next request, and without its translation the page shows
 * the English, marked as English.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;
let mailbox: TestMailbox;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  mailbox = await openTestMailbox(baseUrl, token, { settings: { autoReplyEnabled: true } });
});
afterAll(async () => {
  await mailbox?.close();
  await browser?.close();
});

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The text linked to an input as its error, when the input is marked invalid. */
async function errorOf(page: Page, label: RegExp): Promise<string | null> {
  const input = page.getByLabel(label);
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/);
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).innerText() : null;
}

describe('the site in Spanish', () => {
  it('at 390 px: from a service in English to the same service in Spanish, a quote with a mistake first, the reply in Spanish, the lead marked Spanish', async () => {
    const { body } = await api(
      baseUrl,
      token,
      '/services?published=true&pageSize=1&sort=sortOrder&locale=es',
    );
    const service = body.data[0] as { id: number; slug: string; title: string };
    const english = (await api(baseUrl, token, `/services/${service.id}`)).body.data as { title: string };
    const { context, page } = await openPage(browser, baseUrl, { viewport: VIEWPORTS.phone });
    const consoleErrors = watchConsole(page);
    try {
      await page.goto(`/services/${service.slug}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.locator('header [data-language-switch="es"]').click();
      await page.waitForURL(`**/es/services/${service.slug}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByRole('heading', { level: 1, name: service.title }).waitFor();
      await saveScreenshot(page, 'spanish-service-phone');

      await page
        .getByRole('link', { name: /^Pida su cotización gratis/ })
        .first()
        .click();
      await page.waitForURL(/\/es\/free-quote\?service=/);
      // The service read is the one chosen, shown in Spanish.
      const chosen = page.getByLabel(/^¿Qué necesita\?/).locator('option:checked');
      expect(await chosen.innerText()).toBe(service.title);
      const name = unique('María Prueba');
      const email = `maria.${Date.now().toString(36)}@example.com`;
      await page.getByLabel(/^Su nombre/).fill(name);
      await page.getByLabel(/^Correo electrónico/).fill('maria@');
      await page.getByLabel(/^Cuéntenos sobre su propiedad/).fill('Cuatro cámaras para mi casa.');
      // The form's fill-time trap: a person takes more than 3 seconds.
      await page.waitForTimeout(3_500);
      await page.getByRole('button', { name: 'Pedir mi cotización gratis' }).click();
      await eventually(() => errorOf(page, /^Correo electrónico/)).toBe(
        'Escriba un correo electrónico válido',
      );
      await saveScreenshot(page, 'spanish-quote-error-phone');

      await page.getByLabel(/^Correo electrónico/).fill(email);
      await page.getByRole('button', { name: 'Pedir mi cotización gratis' }).click();
      await page.getByText('Recibimos su solicitud de cotización.').first().waitFor();

      const [reply] = await mailbox.smtp.waitForMessagesTo(email, 1);
      expect(reply.subject).toBe('Recibimos su solicitud');
      expect(reply.text).toContain('Gracias por comunicarse con nosotros.');

      const leads = (await api(baseUrl, token, `/inquiries?q=${encodeURIComponent(name)}`)).body.data;
      expect(leads).toHaveLength(1);
      expect(leads[0].language).toBe('es');
      // Chosen in Spanish, stored as every lead names it: the service's English title.
      expect(leads[0].service).toBe(english.title);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
    // The inbox says so.
    const staff = await openPage(browser, baseUrl, { token, viewport: VIEWPORTS.desktop });
    try {
      await staff.page.goto('/admin/inquiries?language=es');
      await waitForAdminPage(staff.page, 'Inquiries');
      await staff.page
        .locator('table tbody tr')
        .filter({ hasText: 'María Prueba' })
        .first()
        .getByText('Spanish', { exact: true })
        .filter({ visible: true })
        .waitFor();
    } finally {
      await staff.context.close();
    }
  });

  it('shows a service translated in the admin at the next request, and the English, marked, once the translation is removed', async () => {
    const title = unique('Drone cameras');
    const created = await send<{ data: { id: number; slug: string } }>(baseUrl, token, 'POST', '/services', {
      title,
      summary: 'Cameras that fly over large lots on a schedule.',
      published: true,
    });
    const { id, slug } = created.data;
    const visitor = await openPage(browser, baseUrl, { viewport: VIEWPORTS.desktop });
    const staff = await openPage(browser, baseUrl, { token, viewport: VIEWPORTS.desktop });
    try {
      // Cached first in English-as-fallback, so the next request must be a fresh render.
      await visitor.page.goto(`/es/services/${slug}`);
      expect(await visitor.page.locator('h1').getAttribute('lang')).toBe('en');

      await staff.page.goto(`/admin/services/${id}/edit?lang=es`);
      await waitForAdminPage(staff.page, 'Edit service');
      await staff.page
        .getByRole('textbox', { name: 'Title (Spanish)', exact: true })
        .fill('Cámaras con drones');
      await staff.page.getByRole('button', { name: 'Save Spanish', exact: true }).click();
      await staff.page
        .locator('.mantine-Notification-root')
        .filter({ hasText: 'Spanish saved' })
        .first()
        .waitFor();

      await visitor.page.reload();
      const heading = visitor.page.locator('h1');
      expect(await heading.innerText()).toBe('Cámaras con drones');
      expect(await heading.getAttribute('lang')).toBeNull();
      // The summary has no translation yet: the English shows, marked as English.
      expect(
        await visitor.page
          .getByText('Cameras that fly over large lots on a schedule.')
          .first()
          .getAttribute('lang'),
      ).toBe('en');

      await staff.page.getByRole('textbox', { name: 'Title (Spanish)', exact: true }).fill('');
      // Once the save is answered (the public pages it shows on are then rendered again), as the
      // person who saved would look.
      const saved = staff.page.waitForResponse(
        (response) =>
          response.request().method() !== 'GET' && response.url().includes(`/api/services/${id}/`),
      );
      await staff.page.getByRole('button', { name: 'Save Spanish', exact: true }).click();
      expect((await saved).ok()).toBe(true);
      const { body } = await api(baseUrl, token, `/services/${id}?locale=es`);
      expect(body.data.translation.untranslated).toContain('title');
      await visitor.page.reload();
      expect(await heading.innerText()).toBe(title);
      expect(await heading.getAttribute('lang')).toBe('en');
      // Wherever the page's Spanish sentences name it too: the breadcrumb, the box beside the text.
      expect(await visitor.page.locator('header ol [aria-current="page"]').getAttribute('lang')).toBe('en');
      expect(await visitor.page.locator('#service-quote-heading span[lang="en"]').innerText()).toBe(title);
    } finally {
      await visitor.context.close();
      await staff.context.close();
    }
  });

  it('names both languages of every page to search engines, in the head and in the sitemap', async () => {
    const page = await (await fetch(`${baseUrl}/es/services`)).text();
    expect(page).toContain('<html lang="es"');
    expect(page).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/services"\/>/);
    expect(page).toMatch(/<link rel="alternate" hrefLang="es" href="[^"]*\/es\/services"\/>/);
    expect(page).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/services"\/>/);
    expect(page).toMatch(/<link rel="canonical" href="[^"]*\/es\/services"\/>/);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/es\/services<\/loc>/);
    expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="es" href="[^"]*\/es\/services"\/>/);
    // An English address asked for with its language prefix is the English page, its canonical
    // address the one without.
    const prefixed = await fetch(`${baseUrl}/en/services`, { redirect: 'manual' });
    expect(prefixed.status).toBe(200);
    expect(await prefixed.text()).toMatch(/<link rel="canonical" href="[^"]*\/services"\/>/);
    // The language link keeps the page's query (a filter, an unsubscribe token).
    const filtered = await (await fetch(`${baseUrl}/es/portfolio?category=residential`)).text();
    expect(filtered).toMatch(/href="\/portfolio\?category=residential"[^>]*data-language-switch="en"/);
    // The library's alt text is English: marked so on a Spanish page, and only there.
    for (const [path, marked] of [
      ['/es', true],
      ['/', false],
    ] as const) {
      const images = [...(await (await fetch(`${baseUrl}${path}`)).text()).matchAll(/<img [^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !tag.includes('alt=""'));
      expect(images.length, path).toBeGreaterThan(0);
      for (const tag of images) expect(tag.includes('lang="en"'), `${path}: ${tag}`).toBe(marked);
    }
    // A page that does not exist answers in the language asked for.
    const missing = await fetch(`${baseUrl}/es/no-such-page`);
    expect(missing.status).toBe(404);
    const missingPage = await missing.text();
    expect(missingPage).toContain('No encontramos esa página');
    expect(missingPage).toContain('<title>Página no encontrada');
    expect(missingPage).not.toContain('data-language-switch');
  });
});
