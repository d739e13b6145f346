import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleWorkAfterAnswers } from '@/server/api/after-answer';
import { RESET_LINK_MINUTES, requestPasswordReset } from '@/server/auth/password-reset';
import { deliverPendingMail } from '@/server/mail/delivery';
import { createSmtpServer, saveEmailSettings, type TestSmtpServer } from './support/smtp';
import { createTestContext, TEST_SECRET, type TestContext } from './support/test-app';

/**
 * A reset link is a key to the account: the outbox never holds it in clear (its mail waits
 * encrypted with the site's key), never sends it once expired, and keeps no body of a mail that
 * went out.
 */

let t: TestContext;
let smtp: TestSmtpServer;
let adminToken: string;

beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await t.createUser({ role: 'admin' })).token;
  smtp = await createSmtpServer();
  await smtp.start();
});
afterAll(async () => {
  await smtp.stop();
  await t.destroy();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('mail_outbox').execute();
  await t.database.db.deleteFrom('settings').where('key', '=', 'email').execute();
  smtp.received.length = 0;
});

const outbox = () => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const TOKEN_IN_LINK = /new-password\?token=[\w-]{20,}/;

async function requestReset() {
  const { user } = await t.createUser({ role: 'editor' });
  await requestPasswordReset(t.database, user, {
    publicUrl: t.deps.publicUrl,
    brand: await t.deps.mailSettings.brand(t.database, t.deps.publicUrl),
    ip: '10.30.0.1',
    appSecret: TEST_SECRET,
  });
  return user;
}

describe('password-reset mail in the outbox', () => {
  it('an unsent reset mail older than the link is emptied and marked failed, not kept pending', async () => {
    await requestReset();
    const [waiting] = await outbox();
    expect(waiting.status).toBe('pending');

    // E-mail is still not set up: nothing can be sent, and the link has since expired.
    await deliverPendingMail(t.deps, { now: later(RESET_LINK_MINUTES + 1) });
    const [expired] = await outbox();
    expect(expired.status).toBe('failed');
    expect(expired.html).not.toMatch(TOKEN_IN_LINK);
    expect(expired.text).not.toMatch(TOKEN_IN_LINK);
    expect(JSON.stringify(expired)).not.toContain('token=');
    expect(expired.lastError).toEqual(expect.stringContaining('expired'));
    expect(expired.subject).toBe('Reset your password');
  });

  it('a reset mail that is still valid waits, its body kept', async () => {
    await requestReset();
    await deliverPendingMail(t.deps, { now: later(RESET_LINK_MINUTES - 5) });
    const [waiting] = await outbox();
    expect(waiting.status).toBe('pending');
    expect(waiting.text).not.toBe('');
    expect(waiting.html).not.toBe('');
  });

  it('holds neither the token nor the link in any column while it waits, yet delivers a working link', async () => {
    const { user } = await t.createUser({ role: 'editor' });
    const forgot = await t.call('/api/auth/forgot-password', {
      method: 'POST',
      ip: '10.30.0.3',
      json: { email: user.email },
    });
    expect(forgot.status).toBe(200);
    // The link is made and put in the outbox after the answer.
    await settleWorkAfterAnswers(t.deps);
    const waiting = JSON.stringify(await outbox());
    expect(waiting).toContain('Reset your password');
    expect(waiting).not.toContain('new-password');
    expect(waiting).not.toContain('token=');

    await saveEmailSettings(t, adminToken, smtp);
    await deliverPendingMail(t.deps);
    const [received] = await smtp.waitForMessagesTo(user.email, 1);
    const token = received.text.match(/new-password\?token=([\w-]{20,})/)?.[1];
    expect(token).toBeDefined();
    expect(received.html).toContain(`new-password?token=${token}`);
    // Sealed while it waited, it still goes out whole: both parts, and marked as sent by a program.
    expect(received.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(received.headers['auto-submitted']).toBe('auto-generated');
    expect(received.text).toContain(
      `Choose a new password:\n${t.deps.publicUrl}/auth/new-password?token=${token}\n`,
    );
    expect(received.text).toContain(`${user.email} at localhost:3000`);
    expect(waiting).not.toContain(token);
    const reset = await t.call('/api/auth/reset-password', {
      method: 'POST',
      ip: '10.30.0.3',
      json: { token, password: 'a fresh passphrase 2024' },
    });
    expect(reset.status, reset.text).toBe(200);
  });

  it('gives up, sending nothing, on a mail sealed with another key than the site has now', async () => {
    await saveEmailSettings(t, adminToken, smtp);
    const { user } = await t.createUser({ role: 'editor' });
    await requestPasswordReset(t.database, user, {
      publicUrl: t.deps.publicUrl,
      brand: await t.deps.mailSettings.brand(t.database, t.deps.publicUrl),
      ip: '10.30.0.4',
      appSecret: new TextEncoder().encode('an-earlier-secret-of-this-site-now-replaced'),
    });
    const report = await deliverPendingMail(t.deps);
    expect(report).toMatchObject({ sent: 0, failed: 1 });
    const [unreadable] = await outbox();
    expect(unreadable).toMatchObject({ status: 'failed', html: '', text: '' });
    expect(unreadable.lastError).toContain('AUTH_SECRET');
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(user.email))).toEqual([]);
  });

  it('never sends an expired link, even when e-mail works again', async () => {
    await saveEmailSettings(t, adminToken, smtp);
    const user = await requestReset();
    const report = await deliverPendingMail(t.deps, { now: later(RESET_LINK_MINUTES + 1) });
    expect(report.sent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(user.email))).toEqual([]);
    const [expired] = await outbox();
    expect(expired.status).toBe('failed');
    expect(expired.text).not.toMatch(TOKEN_IN_LINK);
  });

  it('a sent mail keeps recipient, subject and status, but not its body', async () => {
    await saveEmailSettings(t, adminToken, smtp);
    const { user } = await t.createUser({ role: 'editor' });
    const forgot = await t.call('/api/auth/forgot-password', {
      method: 'POST',
      ip: '10.30.0.2',
      json: { email: user.email },
    });
    expect(forgot.status).toBe(200);
    const [received] = await smtp.waitForMessagesTo(user.email, 1);
    expect(received.text).toMatch(TOKEN_IN_LINK);
    // The worker marks it sent right after the SMTP server took it.
    let sent = (await outbox())[0];
    for (let wait = 0; wait < 100 && sent.status !== 'sent'; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent = (await outbox())[0];
    }
    expect(sent).toMatchObject({ status: 'sent', toAddress: user.email, subject: 'Reset your password' });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.html).toBe('');
    expect(sent.text).toBe('');
  });
});

describe('mail finished before bodies were emptied', () => {
  it('loses its body on the first delivery run, pending mail keeps its own', async () => {
    const fresh = await createTestContext();
    try {
      const now = new Date().toISOString();
      const row = (status: 'sent' | 'failed' | 'pending', subject: string) => ({
        kind: 'inquiry-notification',
        toAddress: 'owner@securecam.example',
        subject,
        html: `<p>${subject} body</p>`,
        text: `${subject} body`,
        status,
        nextAttemptAt: status === 'pending' ? later(30).toISOString() : now,
        createdAt: now,
        ...(status === 'sent' ? { sentAt: now } : {}),
      });
      await fresh.database.db
        .insertInto('mail_outbox')
        .values([row('sent', 'Old sent'), row('failed', 'Old failed'), row('pending', 'Still waiting')])
        .execute();
      await deliverPendingMail(fresh.deps);
      const rows = await fresh.database.db
        .selectFrom('mail_outbox')
        .select(['subject', 'status', 'toAddress', 'html', 'text'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { subject: 'Old sent', status: 'sent', toAddress: 'owner@securecam.example', html: '', text: '' },
        { subject: 'Old failed', status: 'failed', toAddress: 'owner@securecam.example', html: '', text: '' },
        {
          subject: 'Still waiting',
          status: 'pending',
          toAddress: 'owner@securecam.example',
          html: '<p>Still waiting body</p>',
          text: 'Still waiting body',
        },
      ]);
    } finally {
      await fresh.destroy();
    }
  });
});
