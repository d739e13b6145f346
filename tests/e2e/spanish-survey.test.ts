import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shortDayText, surveyMomentIn, timeText } from '@/features/survey-booking/site/slot-text';
import { addDays, businessToday } from '@/lib/calendar-dates';
import { api, eventually } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS, watchConsole } from './support/browser';
import { send } from './support/records';
import { signIn } from './support/server';
import { openTestMailbox, type TestMailbox } from './support/test-mailbox';

/**
 * A Spanish-speaking visitor gets an instant estimate and books a survey with it, with and without
 * JavaScript: every step, the confirmation, its calendar entries, the e-mail and its `.ics`, the
 * private link's page and the cancellation speak Spanish, and the lead keeps the estimate and its
 * language.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;
let mailbox: TestMailbox;
let days: { date: string; slots: { startsAt: string; endsAt: string }[] }[];

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  mailbox = await openTestMailbox(baseUrl, token);
  const slots = await send<{ data: { days: typeof days } }>(baseUrl, null, 'GET', '/survey-slots?days=14');
  // Days of the first two weeks that the other booking files leave alone (they take the first and
  // the last free day of that row, and days five weeks out).
  days = slots.data.days.filter(
    (day) => day.date > addDays(businessToday(), 2) && day.date < addDays(businessToday(), 12),
  );
});
afterAll(async () => {
  await Promise.all([browser?.close(), mailbox?.close()]);
});

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The fill-time trap counts from when the form was shown: a person needs more than 3 seconds. */
const waitLikeAPerson = (shownAt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, 3_500 - (Date.now() - shownAt))));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function choose(page: Page, label: string, option: string | RegExp) {
  const select = page.getByLabel(label, { exact: true });
  const options = await select.locator('option').allInnerTexts();
  const chosen = options.find((text) => (typeof option === 'string' ? text === option : option.test(text)));
  expect(chosen, `${label}: ${options.join(', ')}`).toBeDefined();
  await select.selectOption({ label: chosen as string });
}

/** The range as shown: `$1,350 – $1,750`. */
const rangeOn = (page: Page) => page.locator('[data-estimate="range"]').innerText();

const CASES = [
  { javaScript: true, viewport: 'phone', dayIndex: 0 },
  { javaScript: false, viewport: 'desktop', dayIndex: 1 },
] as const;

describe('an estimate and a survey in Spanish', () => {
  for (const { javaScript, viewport, dayIndex } of CASES) {
    const label = `${javaScript ? 'with' : 'without'} JavaScript at ${VIEWPORTS[viewport].width} px`;
    it(`${label}: the estimate, the booking, its e-mail and .ics, the private link and the cancellation are in Spanish`, async () => {
      const day = days[dayIndex];
      expect(day, 'a free day in the first two weeks').toBeTruthy();
      const slot = day.slots[Math.floor(day.slots.length / 2)];
      const name = unique('Rosa Prueba');
      const email = `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`;
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: VIEWPORTS[viewport],
        javaScriptEnabled: javaScript,
      });
      const page = await context.newPage();
      const consoleErrors = watchConsole(page);
      const shot = (what: string) =>
        saveScreenshot(page, `spanish-survey-${what}-${javaScript ? 'js' : 'no-js'}-${viewport}`);
      try {
        // The estimate, in Spanish words and with the same prices.
        await page.goto('/es/cctv-packages');
        expect(await page.locator('html').getAttribute('lang')).toBe('es');
        await page.getByRole('heading', { name: 'Estimación al instante' }).waitFor();
        const before = await rangeOn(page);
        await choose(page, 'Tipo de propiedad', 'Negocio o tienda');
        await choose(page, 'Cámaras exteriores', '7');
        await choose(page, 'Días de grabación', /^60 días/);
        if (javaScript) {
          await eventually(() => rangeOn(page)).not.toBe(before);
        } else {
          await page.getByRole('button', { name: 'Actualizar estimación' }).click();
          await page.waitForURL(/\/es\/cctv-packages\?.*#estimate$/);
        }
        const range = await rangeOn(page);
        expect(range).toMatch(/^\$[\d,]+ – \$[\d,]+$/);
        expect(range).not.toBe(before);
        await page.getByText('Es un rango, nunca un precio fijo').waitFor();
        await shot('estimate');

        // Booked with it: the Spanish quote page keeps the answers and the range.
        await page.getByRole('link', { name: 'Reservar visita con esta estimación' }).click();
        await page.waitForURL((url) => url.pathname === '/es/free-quote');
        expect(new URL(page.url()).searchParams.get('outdoor')).toBe('7');
        await page.getByRole('heading', { level: 1, name: 'Pida su cotización gratis' }).waitFor();
        await page.getByText('Su estimación, enviada con su solicitud').waitFor();
        expect(await rangeOn(page)).toBe(range);

        const step = page.locator('#book-survey');
        const dayName = new RegExp(`^${escapeRegExp(shortDayText(day.date, 'es'))}`, 'i');
        if (javaScript) {
          await step.getByRole('button', { pressed: true }).waitFor();
          await step.getByRole('button', { name: dayName }).click();
          await step.getByRole('button', { name: dayName, pressed: true }).waitFor();
        } else {
          await step.getByRole('button', { name: 'Ver horarios libres' }).click();
          await page.waitForURL((url) => url.searchParams.has('day'));
          await step.getByRole('link', { name: dayName }).click();
          await page.waitForURL((url) => url.searchParams.get('day') === day.date);
          // The day's form kept the estimate in the address, and so in the booking.
          expect(new URL(page.url()).searchParams.get('outdoor')).toBe('7');
        }
        const shownAt = Date.now();
        await step.getByText(/^Horarios libres el /).waitFor();
        await step.getByText(timeText(slot.startsAt, 'es'), { exact: true }).first().click();
        expect(await step.locator(`input[type="radio"][value="${slot.startsAt}"]`).isChecked()).toBe(true);
        await step.getByLabel('Su nombre').fill(name);
        await step.getByLabel(/^Teléfono/).fill('(323) 555-0142');
        await step.getByLabel(/^Correo electrónico/).fill(email);
        await step.getByLabel(/^Dirección/).fill('2200 Sunset Blvd, Los Angeles');
        await step.getByLabel(/^Código postal/).fill('90026');
        await shot('booking-step');
        await waitLikeAPerson(shownAt);
        await step.getByRole('button', { name: 'Reservar este horario' }).click();

        // The confirmation, in Spanish, at the private link's Spanish address.
        await page.waitForURL(
          (url) => url.pathname.startsWith('/es/survey/') && url.searchParams.get('booked') === '1',
        );
        await page
          .getByRole('heading', { level: 1, name: 'Su visita gratuita al sitio está reservada' })
          .waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe('es');
        expect(await page.getByTestId('survey-sent').innerText()).toBe(
          `Enviamos la confirmación, con un archivo de calendario, a ${email}.`,
        );
        const when = await page.getByTestId('survey-when').innerText();
        expect(when).toContain(timeText(slot.startsAt, 'es'));
        expect(when).toContain('hora del Pacífico');
        const google = new URL(
          (await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!,
        );
        expect(google.searchParams.get('text')).toMatch(/^Visita gratuita al sitio: /);
        const download = await page.request.get(
          (await page.getByRole('link', { name: 'Archivo de calendario (.ics)' }).getAttribute('href'))!,
        );
        expect(download.headers()['content-disposition']).toContain('filename="visita-al-sitio.ics"');
        const pageEvent = new ICAL.Event(
          new ICAL.Component(ICAL.parse(await download.text())).getFirstSubcomponent('vevent')!,
        );
        expect(pageEvent.summary).toMatch(/^Visita gratuita al sitio: /);
        expect(pageEvent.startDate.toJSDate().toISOString()).toBe(slot.startsAt);
        await shot('confirmation');

        // The lead: its language, its time and the estimate it was booked with.
        const { body } = await api(baseUrl, token, `/inquiries?q=${encodeURIComponent(name)}`);
        const [lead] = body.data;
        expect(lead.language).toBe('es');
        expect(lead.surveyStartsAt).toBe(slot.startsAt);
        expect(lead.propertyType).toBe('commercial');
        const estimated = lead.estimate.find((row: { label: string }) => row.label === 'Estimated range');
        expect(estimated?.value).toBe(range);

        // The e-mail and its calendar file, in Spanish, with the Spanish private link.
        const [mail] = await mailbox.smtp.waitForMessagesTo(email, 1, 20_000);
        expect(mail.subject).toBe('Su visita gratuita al sitio está reservada');
        expect(mail.text).toContain('Gracias por reservar una visita gratuita al sitio.');
        expect(mail.text).toContain(timeText(slot.startsAt, 'es'));
        const attached = mail.attachments.find((file) => file.filename === 'visita-al-sitio.ics');
        const mailEvent = new ICAL.Event(
          new ICAL.Component(ICAL.parse(attached?.content ?? '')).getFirstSubcomponent('vevent')!,
        );
        expect(mailEvent.summary).toMatch(/^Visita gratuita al sitio: /);
        expect(mailEvent.description).toMatch(/^¿Preguntas\? Llame al /);
        const link = mail.text.match(/https?:\/\/\S+\/es\/survey\/[\w.-]+/)?.[0];
        expect(link, mail.text).toBeTruthy();

        // The link, opened later from the e-mail: the survey in Spanish, and cancelling asks first.
        await page.goto(new URL(link!).pathname);
        await page.getByRole('heading', { level: 1, name: 'Su visita gratuita al sitio' }).waitFor();
        await page.getByRole('link', { name: 'Cancelar mi visita' }).click();
        await page.waitForURL((url) => url.searchParams.get('cancel') === '1');
        await page
          .getByRole('heading', { name: `¿Cancelar la visita del ${surveyMomentIn(slot.startsAt, 'es')}?` })
          .waitFor();
        await shot('cancel-question');
        await page.getByRole('button', { name: 'Sí, cancelar mi visita' }).click();
        await page.getByRole('heading', { level: 1, name: 'Su visita al sitio está cancelada' }).waitFor();
        expect(new URL(page.url()).pathname).toMatch(/^\/es\/survey\//);
        await page.getByText('Le enviamos un correo electrónico para confirmarlo.').waitFor();
        const [, cancelled] = await mailbox.smtp.waitForMessagesTo(email, 2, 20_000);
        expect(cancelled.subject).toBe('Su visita al sitio está cancelada');
        // It offers a new time, on the Spanish booking step.
        expect(cancelled.text).toMatch(
          /Reservar un nuevo horario[^\n]*\n?[^\n]*\/es\/free-quote#book-survey/,
        );
        await eventually(async () => {
          const { body: after } = await api(baseUrl, token, `/inquiries/${lead.id}`);
          return after.data.preferredDate ?? null;
        }).toBeNull();
        await shot('cancelled');
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
