import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverPendingMail } from '@/server/mail/delivery';
import { enqueueMail, type OutgoingMail } from '@/server/mail/outbox';
import { MAIL_PRIORITY } from '@/server/mail/priority';
import { RETRY_DELAYS_MS } from '@/server/mail/retry-schedule';
import { MAX_SMTP_CONNECTIONS } from '@/server/mail/smtp';
import { createSmtpServer, saveEmailSettings, type TestSmtpServer } from './support/smtp';
import { createTestContext, TEST_SECRET, type TestContext } from './support/test-app';

let t: TestContext;
let smtp: TestSmtpServer;
let adminToken: string;

/** Slow enough to accept a message that mails overlap when they are sent side by side. */
const ACCEPT_DELAY_MS = 25;

beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await t.createUser({ role: 'admin' })).token;
  smtp = await createSmtpServer({ acceptDelayMs: ACCEPT_DELAY_MS });
  await saveEmailSettings(t, adminToken, smtp);
});
afterAll(async () => {
  await smtp.stop();
  await t.destroy();
});
beforeEach(async () => {
  await smtp.stop();
  await t.database.db.deleteFrom('mail_outbox').execute();
  smtp.received.length = 0;
  smtp.sessions.mostOpen = 0;
  smtp.sessions.mostAccepting = 0;
});

const leadMail = (n: number): OutgoingMail => ({
  kind: n % 2 ? 'inquiry-notification' : 'inquiry-auto-reply',
  to: `visitor${n}@example.com`,
  subject: `Lead mail ${n}`,
  html: `<p>Lead ${n}</p>`,
  text: `Lead ${n}`,
  related: { module: 'inquiries', id: n },
});

const resetMail: OutgoingMail = {
  kind: 'password-reset',
  to: 'ana@securecam.example',
  subject: 'Reset your password',
  html: '<p>Your link</p>',
  text: 'Your link',
};

async function queue(mails: OutgoingMail[]) {
  await t.database.db.transaction().execute(async (trx) => {
    for (const mail of mails) await enqueueMail(trx, mail, TEST_SECRET);
  });
}

const leads = (count: number) => Array.from({ length: count }, (_, index) => leadMail(index + 1));

describe('mail outbox order and concurrency', () => {
  it('sends a reset mail queued after many lead mails among the first, then the leads oldest first', async () => {
    await smtp.start();
    await queue(leads(60));
    await queue([resetMail]);
    const stored = await t.database.db.selectFrom('mail_outbox').select(['kind', 'priority']).execute();
    expect(stored.filter((row) => row.priority === MAIL_PRIORITY.transactional)).toEqual([
      { kind: 'password-reset', priority: MAIL_PRIORITY.transactional },
    ]);

    const report = await deliverPendingMail(t.deps);
    expect(report).toMatchObject({ sent: 61, retrying: 0, failed: 0, nextAttemptAt: null });
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects.indexOf('Reset your password')).toBeLessThan(MAX_SMTP_CONNECTIONS);
    const leadOrder = subjects
      .filter((subject) => subject.startsWith('Lead'))
      .map((s) => Number(s.slice(10)));
    // Sent side by side, neighbours may arrive swapped; never far from the order they were queued in.
    leadOrder.forEach((lead, index) => {
      expect(Math.abs(lead - (index + 1))).toBeLessThan(MAX_SMTP_CONNECTIONS);
    });
  });

  it('sends several mails at once over at most a few reused connections', async () => {
    await smtp.start();
    await queue(leads(30));
    expect((await deliverPendingMail(t.deps)).sent).toBe(30);
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((mail) => mail.envelopeTo[0])).size).toBe(30);
    expect(smtp.sessions.mostOpen).toBeGreaterThan(1);
    expect(smtp.sessions.mostOpen).toBeLessThanOrEqual(MAX_SMTP_CONNECTIONS);
    // Messages accepted side by side, not only connections open: sent one at a time, no two would be
    // in the server's hands at once (a wall-clock bound said the same, but failed on a loaded machine).
    expect(smtp.sessions.mostAccepting).toBeGreaterThan(1);
    const sent = await t.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'html'])
      .execute();
    expect(sent.every((row) => row.status === 'sent' && row.attempts === 1 && row.html === '')).toBe(true);
  });

  it('leaves every mail pending with its error while the server is down, and sends them all on the retry', async () => {
    await queue([...leads(10), resetMail]);
    const start = new Date();
    const first = await deliverPendingMail(t.deps, { now: start });
    expect(first).toMatchObject({ sent: 0, retrying: 11, failed: 0 });
    const waiting = await t.database.db.selectFrom('mail_outbox').selectAll().execute();
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(new Date(row.nextAttemptAt).getTime()).toBe(start.getTime() + RETRY_DELAYS_MS[0]);
    }
    expect((await t.call('/api/mail/status', { token: adminToken })).body).toMatchObject({ pending: 11 });

    await smtp.start();
    const retry = await deliverPendingMail(t.deps, { now: new Date(start.getTime() + RETRY_DELAYS_MS[0]) });
    expect(retry).toMatchObject({ sent: 11, retrying: 0, nextAttemptAt: null });
    expect(smtp.received.map((mail) => mail.subject).indexOf('Reset your password')).toBeLessThan(
      MAX_SMTP_CONNECTIONS,
    );
    expect((await t.call('/api/mail/status', { token: adminToken })).body).toEqual({
      pending: 0,
      failed: 0,
      lastError: null,
    });
  });
});
