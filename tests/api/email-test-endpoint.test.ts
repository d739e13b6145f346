import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestActivity } from './support/rows';
import { createSmtpServer, saveEmailSettings, type TestSmtpServer } from './support/smtp';
import { createTestContext, type TestContext } from './support/test-app';

/** POST /api/settings/email/test: sends one mail now and reports what the SMTP server said. */

let t: TestContext;
let smtp: TestSmtpServer;
let adminToken: string;
let editorToken: string;

const sendTest = (json: unknown, token: string | undefined = adminToken) =>
  t.call('/api/settings/email/test', { method: 'POST', token, json });

beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await t.createUser({ role: 'admin' })).token;
  editorToken = (await t.createUser({ role: 'editor' })).token;
  smtp = await createSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await t.destroy();
});
afterEach(() => smtp.stop());

describe('POST /api/settings/email/test', () => {
  it("sends a test e-mail with the saved settings and answers the server's reply", async () => {
    await smtp.start();
    await saveEmailSettings(t, adminToken, smtp);
    const answer = await sendTest({ to: 'me@example.com' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ success: true, message: expect.stringMatching(/accepted.*250/) });

    const [mail] = await smtp.waitForMessages(1);
    expect(mail.envelopeTo).toEqual(['me@example.com']);
    expect(mail.envelopeFrom).toBe('office@securecam.example');
    expect(mail.subject).toBe('Test e-mail from your website');
    expect(mail.text).toContain('back office of localhost:3000');
    expect(mail.text).toContain('Sent by: ');
    expect(mail.html).toContain('Your e-mail settings work');
    // As every mail of the site: text and HTML as alternatives, marked as sent by a program.
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
    expect(await latestActivity(t.database)).toMatchObject({
      module: 'settings.email',
      action: 'test-mail-sent',
    });
  });

  it("reports a wrong password's SMTP error", async () => {
    await smtp.start();
    await saveEmailSettings(t, adminToken, smtp, { smtpPassword: 'wrong password' });
    const answer = await sendTest({ to: 'me@example.com' });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      success: false,
      message: expect.stringContaining('535 Authentication failed'),
    });
    expect(answer.text).not.toContain('wrong password');
    expect(await latestActivity(t.database)).toMatchObject({ action: 'test-mail-failed' });
  });

  it('reports a server that does not answer', async () => {
    await saveEmailSettings(t, adminToken, smtp);
    const answer = await sendTest({ to: 'me@example.com' });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(/ECONNREFUSED/);
  });

  it('says so when no SMTP host is saved', async () => {
    await saveEmailSettings(t, adminToken, smtp, { smtpHost: null });
    const answer = await sendTest({ to: 'me@example.com' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: expect.stringContaining('E-mail is not configured'),
    });
  });

  it('is for administrators only and needs a valid address', async () => {
    expect((await sendTest({ to: 'me@example.com' }, '')).status).toBe(401);
    expect((await sendTest({ to: 'me@example.com' }, editorToken)).status).toBe(403);
    const invalid = await sendTest({ to: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.to).toEqual(['Enter a valid email']);
    expect((await sendTest({ to: 'me@example.com', host: 'elsewhere' })).status).toBe(400);
  });
});
