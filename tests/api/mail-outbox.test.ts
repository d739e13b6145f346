import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiryNotificationMail } from '@/features/inquiries/mail/inquiry-notification';
import { openDatabase } from '@/server/db/engine';
import { deliverPendingMail } from '@/server/mail/delivery';
import { enqueueMail, type OutgoingMail } from '@/server/mail/outbox';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '@/server/mail/retry-schedule';
import { NOT_CONFIGURED } from '@/server/mail/smtp';
import { mailStatusFor } from '@/server/mail/status';
import { stopMailWorker } from '@/server/mail/worker';
import { capturingLogger } from './support/log-capture';
import { createSmtpServer, SMTP_PASSWORD, saveEmailSettings, type TestSmtpServer } from './support/smtp';
import { createTestContext, type TestContext } from './support/test-app';

const { logger: mailLogger, lines: logLines } = capturingLogger();

let t: TestContext;
let smtp: TestSmtpServer;
let adminToken: string;
let editorToken: string;

beforeAll(async () => {
  t = await createTestContext({ logger: mailLogger });
  adminToken = (await t.createUser({ role: 'admin' })).token;
  editorToken = (await t.createUser({ role: 'editor' })).token;
  smtp = await createSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await t.destroy();
});
beforeEach(async () => {
  // The app's own sender, woken by a test's look at the mail status, sends nothing of the next test.
  await stopMailWorker(t.deps);
  await t.database.db.deleteFrom('mail_outbox').execute();
  smtp.received.length = 0;
  await saveEmailSettings(t, adminToken, smtp);
});
afterEach(() => smtp.stop());

const hostileInquiry = {
  id: 41,
  name: '<script>alert("x")</script> Ana & Co',
  email: 'ana@example.com',
  phone: '(213) 555-0100',
  service: 'CCTV installation',
  message: 'Cameras for <b>two</b> doors\nand the "back" gate',
};

async function enqueue(mail: Partial<OutgoingMail> = {}) {
  const rendered = await inquiryNotificationMail(hostileInquiry, {
    publicUrl: t.deps.publicUrl,
    brand: 'SecureCam LA',
  });
  return t.database.db.transaction().execute((trx) =>
    enqueueMail(trx, {
      kind: 'inquiry-notification',
      to: 'owner@securecam.example',
      replyTo: hostileInquiry.email,
      ...rendered,
      related: { module: 'inquiries', id: hostileInquiry.id },
      ...mail,
    }),
  );
}

const row = (id: number) =>
  t.database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('mail outbox', () => {
  it('delivers a mail to the right recipient with its subject, escaped content and both parts', async () => {
    await smtp.start();
    const id = await enqueue();
    const report = await deliverPendingMail(t.deps);
    expect(report).toMatchObject({ sent: 1, retrying: 0, failed: 0, nextAttemptAt: null });

    const [mail] = await smtp.waitForMessages(1);
    expect(mail.envelopeTo).toEqual(['owner@securecam.example']);
    expect(mail.envelopeFrom).toBe('office@securecam.example');
    expect(mail.headers.from).toContain('SecureCam LA');
    expect(mail.headers['reply-to']).toContain('ana@example.com');
    expect(mail.subject).toBe(`New inquiry from ${hostileInquiry.name} about CCTV installation`);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ana &amp; Co');
    expect(mail.html).toContain('Cameras for &lt;b&gt;two&lt;/b&gt; doors<br/>and the &quot;back&quot; gate');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="http://localhost:3000/admin/inquiries/41/view"');
    // One message, its plain text and its HTML as alternatives, marked as sent by a program.
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
    expect(mail.headers['x-auto-response-suppress']).toBe('OOF, AutoReply');
    expect(mail.text).toContain('Name: <script>alert("x")</script> Ana & Co');
    expect(mail.text).toContain('Phone: (213) 555-0100');
    expect(mail.text).toContain('Cameras for <b>two</b> doors\nand the "back" gate');
    expect(mail.text).toContain('Open the inquiry:\nhttp://localhost:3000/admin/inquiries/41/view');

    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored.sentAt).not.toBeNull();
    expect(await mailStatusFor(t.database, 'inquiries', [41, 42])).toEqual({
      41: { status: 'sent', attempts: 1 },
      42: { status: 'none', attempts: 0 },
    });
  });

  it('keeps a mail pending with the error while the server is down, and delivers it on a later retry', async () => {
    const id = await enqueue();
    const start = new Date();
    const first = await deliverPendingMail(t.deps, { now: start });
    expect(first).toMatchObject({ sent: 0, retrying: 1 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(new Date(waiting.nextAttemptAt).getTime()).toBe(start.getTime() + RETRY_DELAYS_MS[0]);
    expect((await mailStatusFor(t.database, 'inquiries', [41]))[41]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    const status = await t.call('/api/mail/status', { token: editorToken });
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ pending: 1, failed: 0, lastError: expect.stringMatching(/ECONNREFUSED/) });

    await smtp.start();
    const tooEarly = await deliverPendingMail(t.deps, { now: at(start, RETRY_DELAYS_MS[0] - 1000) });
    expect(tooEarly.sent).toBe(0);
    const retry = await deliverPendingMail(t.deps, { now: at(start, RETRY_DELAYS_MS[0]) });
    expect(retry.sent).toBe(1);
    const [retried] = await smtp.waitForMessages(1);
    // What the retry sends is the mail as composed: both parts and its headers.
    expect(retried.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(retried.headers['auto-submitted']).toBe('auto-generated');
    expect(retried.text).toContain('Name: <script>alert("x")</script> Ana & Co');
    expect(retried.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ana &amp; Co');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect((await t.call('/api/mail/status', { token: adminToken })).body).toEqual({
      pending: 0,
      failed: 0,
      lastError: null,
    });
  });

  it('backs off further after each failure and marks the mail failed for good after the last attempt', async () => {
    const id = await enqueue();
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await deliverPendingMail(t.deps, { now });
      const stored = await row(id);
      expect(stored.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(report.retrying).toBe(1);
        expect(new Date(stored.nextAttemptAt).getTime()).toBe(now.getTime() + RETRY_DELAYS_MS[attempt - 1]);
        now = new Date(stored.nextAttemptAt);
      } else {
        expect(report).toMatchObject({ failed: 1, nextAttemptAt: null });
        expect(stored.status).toBe('failed');
      }
    }
    await smtp.start();
    expect((await deliverPendingMail(t.deps, { now: at(now, 24 * 3600_000) })).sent).toBe(0);
    expect((await mailStatusFor(t.database, 'inquiries', [41]))[41].status).toBe('failed');
    expect((await t.call('/api/mail/status', { token: adminToken })).body).toMatchObject({
      pending: 0,
      failed: 1,
    });
  });

  it('records the SMTP error of a wrong password and never logs the password', async () => {
    await smtp.start();
    await saveEmailSettings(t, adminToken, smtp, { smtpPassword: 'not the password' });
    const id = await enqueue();
    expect((await deliverPendingMail(t.deps)).retrying).toBe(1);
    expect((await row(id)).lastError).toMatch(/535 Authentication failed/);

    await saveEmailSettings(t, adminToken, smtp);
    expect((await deliverPendingMail(t.deps, { now: at(new Date(), RETRY_DELAYS_MS[0]) })).sent).toBe(1);
    expect(logLines.join('\n')).toMatch(/mail sent/);
    for (const secret of [SMTP_PASSWORD, 'not the password'])
      expect(logLines.join('\n')).not.toContain(secret);
  });

  it('leaves mail pending as "not configured" without an SMTP host, and sends it once configured', async () => {
    await saveEmailSettings(t, adminToken, smtp, { smtpHost: null });
    const id = await enqueue();
    const report = await deliverPendingMail(t.deps);
    expect(report).toMatchObject({ sent: 0, waitingForSettings: 1 });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: NOT_CONFIGURED });
    expect((await t.call('/api/mail/status', { token: adminToken })).body.lastError).toBe(NOT_CONFIGURED);
    // The look at the status woke the app's sender, as the dashboard does. Its run is let finish and
    // the sender stopped: on a busy machine that run read the settings only after they were saved
    // below, sent the mail itself, and the delivery this test makes found nothing left to send.
    await stopMailWorker(t.deps);

    await smtp.start();
    await saveEmailSettings(t, adminToken, smtp);
    expect((await deliverPendingMail(t.deps)).sent).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('says in the log that mail waits for settings when it starts to, when that changes and hourly, not at every look', async () => {
    await saveEmailSettings(t, adminToken, smtp, { smtpHost: null });
    await enqueue();
    logLines.length = 0;
    const warnings = () =>
      logLines
        .map((line) => JSON.parse(line) as { level: number; msg: string; mails?: number })
        .filter((line) => line.level === 40 && line.msg === NOT_CONFIGURED)
        .map((line) => line.mails);
    const start = new Date();
    const look = async (minutes: number) =>
      (await deliverPendingMail(t.deps, { now: at(start, minutes * 60_000) })).waitingForSettings;

    // The sender looks again every minute while mail waits.
    for (const minute of [0, 1, 2, 3]) expect(await look(minute)).toBe(1);
    expect(warnings()).toEqual([1]);
    await enqueue({ to: 'office@securecam.example' });
    expect(await look(4)).toBe(2);
    expect(await look(5)).toBe(2);
    expect(warnings()).toEqual([1, 2]);
    expect(await look(64)).toBe(2);
    expect(await look(65)).toBe(2);
    expect(warnings()).toEqual([1, 2, 2]);
  });

  it('stores nothing when the transaction that enqueued the mail is rolled back', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { kind: 'test', to: 'a@example.com', subject: 's', html: 'h', text: 't' });
        throw new Error('the inquiry could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    expect(await t.database.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  it('sums up several mails of one record, the worst status first', async () => {
    await smtp.start();
    await enqueue({ to: 'a@example.com' });
    await deliverPendingMail(t.deps);
    await smtp.stop();
    await enqueue({ to: 'b@example.com' });
    await deliverPendingMail(t.deps);
    const status = (await mailStatusFor(t.database, 'inquiries', [41]))[41];
    expect(status).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('sends each mail exactly once when two senders run at the same time', async () => {
    await smtp.start();
    for (let i = 0; i < 12; i++) await enqueue({ to: `visitor${i}@example.com` });
    // On PostgreSQL a second connection pool stands for a second app instance; SQLite has one process.
    const other =
      t.database.engine === 'postgres'
        ? openDatabase({ postgresUrl: (t.database.raw as pg.Pool).options.connectionString as string })
        : t.database;
    try {
      const reports = await Promise.all([
        deliverPendingMail(t.deps),
        deliverPendingMail({ ...t.deps, database: async () => other }),
      ]);
      expect(reports[0].sent + reports[1].sent).toBe(12);
      await smtp.waitForMessages(12);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smtp.received).toHaveLength(12);
      expect(new Set(smtp.received.map((mail) => mail.envelopeTo[0])).size).toBe(12);
    } finally {
      if (other !== t.database) await other.close();
    }
  });

  it('shows the outbox counts to signed-in staff only', async () => {
    expect((await t.call('/api/mail/status')).status).toBe(401);
  });
});
