import http from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestSmtpServer } from '../api/support/smtp';
import { type Account, createAccount } from './support/accounts';
import {
  api,
  eventually,
  expectNoConsoleErrors,
  mainHeading,
  openPage,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { signIn } from './support/server';
import { openTestMailbox, type TestMailbox } from './support/test-mailbox';

/** Quote requests sent at once before each check: a staff notification and an auto-reply each. */
const QUOTE_REQUESTS = 60;
const LEAD_MAILS = QUOTE_REQUESTS * 2;
/** A slow SMTP server: the lead mail takes seconds to drain, long enough to act while it does. */
const ACCEPT_DELAY_MS = 150;
const NOTIFY_ADDRESS = 'owner@securecam.example';

const baseUrl = inject('baseUrl');
let browser: Browser;
let smtp: TestSmtpServer;
let adminToken: string;
let mailbox: TestMailbox;

beforeAll(async () => {
  [browser, adminToken] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  mailbox = await openTestMailbox(baseUrl, adminToken, {
    acceptDelayMs: ACCEPT_DELAY_MS,
    settings: { notifyEmails: [NOTIFY_ADDRESS], autoReplyEnabled: true },
  });
  smtp = mailbox.smtp;
});

afterAll(async () => {
  await Promise.all([browser?.close(), mailbox?.close()]);
});

/** A quote request from the public form's API, each from a loopback address of its own (the form's limit is per address). */
function postQuoteRequest(label: string, n: number, block: number): Promise<number> {
  const body = JSON.stringify({
    name: `Visitor ${label} ${n}`,
    email: `visitor.${label}.${n}@example.com`,
    message: 'Four cameras for a small shop, please call me back.',
  });
  const target = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: target.hostname,
        port: Number(target.port),
        method: 'POST',
        path: '/api/inquiries',
        agent: false,
        localAddress: `127.3.${block}.${n + 1}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

/**
 * The lead mail of this round's quote requests (`label`): the staff notice of each and the visitor's
 * auto-reply. Other files may send inquiries to the shared server meanwhile; their mail is not counted.
 */
const leadMailsOf = (label: string) => ({
  notifications: smtp.received.filter(
    (mail) =>
      mail.subject.startsWith(`New inquiry from Visitor ${label} `) &&
      mail.envelopeTo.includes(NOTIFY_ADDRESS),
  ),
  autoReplies: smtp.received.filter((mail) => mail.envelopeTo[0]?.startsWith(`visitor.${label}.`)),
});
const leadMailCount = (label: string) => {
  const { notifications, autoReplies } = leadMailsOf(label);
  return notifications.length + autoReplies.length;
};

describe('transactional mail before lead mail', () => {
  it.each([
    ['desktop', 1],
    ['phone', 2],
  ] as const)(
    'a reset link and a test e-mail arrive while the lead mail of many quote requests drains (%s)',
    async (name, block) => {
      const viewport = name === 'desktop' ? VIEWPORTS.desktop : VIEWPORTS.phone;
      const account: Account = await createAccount(baseUrl, adminToken, 'editor', `mailpriority${name}`);
      const testAddress = `test.${name}@securecam.example`;
      smtp.received.length = 0;
      const visitor = await openPage(browser, baseUrl, { viewport });
      const admin = await openPage(browser, baseUrl, { token: adminToken, viewport });
      try {
        // Both forms are filled in first; they are sent once the quote requests have come in.
        await visitor.page.goto('/auth/reset-password');
        await mainHeading(visitor.page, 'Reset password').waitFor();
        await visitor.page.getByRole('textbox', { name: 'Email address' }).fill(account.email);
        await admin.page.goto('/admin/email');
        await waitForAdminPage(admin.page, 'E-mail settings');
        await admin.page.getByRole('button', { name: 'Send test e-mail', exact: true }).click();
        const dialog = admin.page.getByRole('dialog', { name: 'Send a test e-mail' });
        await dialog.getByRole('textbox', { name: 'Send to' }).fill(testAddress);

        const statuses = await Promise.all(
          Array.from({ length: QUOTE_REQUESTS }, (_, n) => postQuoteRequest(name, n, block)),
        );
        expect(statuses.every((status) => status === 201)).toBe(true);

        // A member of staff who forgot the password asks for a link while lead mail is going out.
        await visitor.page.getByRole('button', { name: 'Send reset link', exact: true }).click();
        await mainHeading(visitor.page, 'Check your e-mail').waitFor();
        const [reset] = await smtp.waitForMessagesTo(account.email, 1, 3_000);
        expect(reset?.subject).toBe('Reset your password');
        expect(leadMailCount(name)).toBeLessThan(LEAD_MAILS);
        expectNoConsoleErrors(visitor.errors);

        // The administrator's test e-mail is accepted at once too, lead mail still waiting.
        await dialog.getByRole('button', { name: 'Send test e-mail', exact: true }).click();
        await dialog
          .getByRole('status')
          .getByText('The SMTP server accepted the test e-mail', { exact: false })
          .waitFor({ timeout: 3_000 });
        const [testMail] = await smtp.waitForMessagesTo(testAddress, 1, 1_000);
        expect(testMail?.subject).toMatch(/test/i);
        expect((await api(baseUrl, adminToken, '/mail/status')).body.pending).toBeGreaterThan(0);
        await saveScreenshot(admin.page, `mail-priority-test-mail-${name}`);
        expectNoConsoleErrors(admin.errors);
      } finally {
        await Promise.all([visitor.context.close(), admin.context.close()]);
      }

      // Every lead mail still goes out, none twice.
      await expect.poll(() => leadMailCount(name), { timeout: 30_000, interval: 100 }).toBe(LEAD_MAILS);
      await eventually(async () => (await api(baseUrl, adminToken, '/mail/status')).body.pending).toBe(0);
      const { autoReplies, notifications } = leadMailsOf(name);
      expect(new Set(autoReplies.map((mail) => mail.envelopeTo[0])).size).toBe(QUOTE_REQUESTS);
      expect(notifications).toHaveLength(QUOTE_REQUESTS);
      // Composed in the API's route handler: text and HTML each, every auto-reply marked as one.
      for (const mail of [...autoReplies, ...notifications]) {
        expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
      }
      expect(autoReplies.every((mail) => mail.headers['auto-submitted'] === 'auto-replied')).toBe(true);
      expect(notifications.every((mail) => mail.headers['auto-submitted'] === 'auto-generated')).toBe(true);
      expect(notifications.every((mail) => /\nOpen the inquiry:\nhttp\S+\/view\n/.test(mail.text))).toBe(
        true,
      );
    },
  );
});

describe('mail composed by the site itself', () => {
  it("a quote sent with the site's form e-mails staff and the visitor, as text and HTML", async () => {
    // Letters only: the auto-reply greets with the letters of a name.
    const tag = Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
    const name = `Form Visitor ${tag}`;
    const email = `form.visitor.${tag}@example.com`;
    const visitor = await openPage(browser, baseUrl, { viewport: VIEWPORTS.phone });
    try {
      await visitor.page.goto('/free-quote');
      const shownAt = Date.now();
      await visitor.page.getByLabel('Your name').fill(name);
      await visitor.page.getByLabel('Phone').fill('(323) 555-0187');
      await visitor.page.getByLabel('Email').fill(email);
      await visitor.page.getByLabel('ZIP code').fill('90026');
      await visitor.page.getByLabel('Property type').selectOption({ label: 'Home' });
      await visitor.page.getByLabel('Tell us about your property').fill('Two cameras for a\nsmall shop.');
      // The form's spam trap: a person needs more than 3 seconds to fill it in.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 3_500 - (Date.now() - shownAt))));
      await visitor.page.getByRole('button', { name: 'Request my free quote' }).click();
      await visitor.page.getByRole('heading', { name: /Your quote request is in/ }).waitFor();
      expectNoConsoleErrors(visitor.errors);
    } finally {
      await visitor.context.close();
    }

    // Composed in the form's server action, in the React Server environment.
    const [reply] = await smtp.waitForMessagesTo(email, 1, 15_000);
    expect(reply.headers['auto-submitted']).toBe('auto-replied');
    expect(reply.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(reply.text.startsWith(`Hello ${name},\n\n`)).toBe(true);
    expect(reply.html).toContain(`Hello ${name},`);
    await eventually(() => smtp.received.some((mail) => mail.subject === `New inquiry from ${name}`)).toBe(
      true,
    );
    const notification = smtp.received.find((mail) => mail.subject === `New inquiry from ${name}`)!;
    expect(notification.headers['auto-submitted']).toBe('auto-generated');
    expect(notification.headers['reply-to']).toContain(email);
    expect(notification.text).toContain(`Name: ${name}\nE-mail: ${email}\n`);
    expect(notification.text).toContain('Two cameras for a\nsmall shop.');
    expect(notification.html).toContain('Two cameras for a<br/>small shop.');
  });
});
