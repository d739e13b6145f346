import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpServer, saveEmailSettings, type TestSmtpServer } from './support/smtp';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * A lead keeps the language its visitor used: the inbox shows and filters it, and the auto-reply
 * goes out in it, in staff's own Spanish text when they wrote one, else in the Spanish default
 * (never their English text to a Spanish-speaking visitor).
 */
describe(`a Spanish-speaking visitor's lead on ${testEngine}`, () => {
  let t: TestContext;
  let smtp: TestSmtpServer;
  let token: string;

  const quote = (overrides: Record<string, unknown>) => ({
    name: 'María López',
    email: 'maria@example.com',
    message: 'Quiero cuatro cámaras para mi casa en Boyle Heights.',
    formStartedAt: Date.now() - 60_000,
    ...overrides,
  });
  const send = (json: unknown) => t.request('/api/inquiries', { method: 'POST', json, ip: '203.0.113.9' });

  beforeAll(async () => {
    t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } });
    token = (await t.createUser({ role: 'admin' })).token;
    smtp = await createSmtpServer();
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await t.destroy();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('stores the language, which the inbox lists and filters, English when none is said', async () => {
    expect((await send(quote({ language: 'es', email: 'a@example.com' }))).status).toBe(201);
    expect(
      (await send(quote({ name: 'Ann Lee', email: 'b@example.com', message: 'Four cameras.' }))).status,
    ).toBe(201);
    const spanish = (await t.call('/api/inquiries?language=es&pageSize=100', { token })).body.data;
    expect(spanish.map((lead: { name: string }) => lead.name)).toEqual(['María López']);
    const english = (await t.call('/api/inquiries?language=en&pageSize=100', { token })).body.data;
    expect(english.map((lead: { name: string }) => lead.name)).toContain('Ann Lee');
    expect((await send(quote({ language: 'fr' }))).status).toBe(400);
  });

  it('answers in Spanish: the Spanish default over staff’s English text, then staff’s own Spanish', async () => {
    await saveEmailSettings(t, token, smtp, {
      autoReplyEnabled: true,
      autoReplySubject: 'Thanks for contacting SecureCam',
      autoReplyBody: 'We call back within the hour.',
    });
    await send(quote({ language: 'es', email: 'es1@example.com' }));
    const [first] = await smtp.waitForMessagesTo('es1@example.com', 1);
    expect(first.subject).toBe('Recibimos su solicitud');
    expect(first.text).toMatch(/^Hola, María López:\n\nGracias por comunicarse con nosotros\./);
    expect(first.html).toContain('lang="es"');

    const translated = await t.call('/api/settings/email/translations/es', {
      method: 'PUT',
      token,
      json: {
        autoReplySubject: 'Gracias por escribir a SecureCam',
        autoReplyBody: 'Le llamamos en menos de una hora.',
      },
    });
    expect(translated.status, translated.text).toBe(200);
    await send(quote({ language: 'es', email: 'es2@example.com' }));
    const [second] = await smtp.waitForMessagesTo('es2@example.com', 1);
    expect(second.subject).toBe('Gracias por escribir a SecureCam');
    expect(second.text).toContain('Le llamamos en menos de una hora.');

    // An English visitor still gets staff's English text.
    await send(quote({ name: 'Ann Lee', email: 'en@example.com', message: 'Four cameras.' }));
    const [english] = await smtp.waitForMessagesTo('en@example.com', 1);
    expect(english.subject).toBe('Thanks for contacting SecureCam');
    expect(english.text).toContain('We call back within the hour.');
  });
});
