/**
 * Mail drain, part of `npm run bench`: 400 lead mails (200 quote requests' staff notifications and
 * auto-replies) are put in the outbox of a fresh SQLite database and, when PostgreSQL answers on
 * 127.0.0.1:5432 (or BENCH_POSTGRES_URL), a throwaway PostgreSQL database (`--sqlite-only` skips
 * it). The app's mail worker is woken, as the requests would have woken it, and a password-reset
 * mail is queued right after them. Everything goes to an SMTP listener on loopback. Prints how
 * long the 400 took to arrive, mails/s, and how long the reset mail waited before it arrived.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { type Database, openDatabase } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import type { MailDeliveryDeps } from '@/server/mail/delivery';
import { enqueueMail, type OutgoingMail } from '@/server/mail/outbox';
import { startMailWorker, stopMailWorker } from '@/server/mail/worker';
import { createSmtpServer, emailSettingsFor, type TestSmtpServer } from '../api/support/smtp';
import { adminAppFor } from '../support/admin-app';
import { throwawayPostgres } from '../support/throwaway-postgres';

const QUOTE_REQUESTS = 200;
const LEAD_MAILS = QUOTE_REQUESTS * 2;
const RESET_SUBJECT = 'Reset your password (bench)';
const DRAIN_TIMEOUT_MS = 120_000;
const POLL_MS = 5;
const SECRET = new TextEncoder().encode('mail-bench-secret-that-is-long-enough-for-hs256');

const leadMails = (request: number): OutgoingMail[] => [
  {
    kind: 'inquiry-notification',
    to: 'owner@securecam.example',
    replyTo: `visitor${request}@example.com`,
    subject: `New inquiry from Visitor ${request} about CCTV installation`,
    html: `<p>Visitor ${request} asks for cameras at the front and back doors.</p>`,
    text: `Visitor ${request} asks for cameras at the front and back doors.`,
    related: { module: 'inquiries', id: request },
  },
  {
    kind: 'inquiry-auto-reply',
    to: `visitor${request}@example.com`,
    subject: 'We received your request',
    html: '<p>Thank you, we will call you within one business day.</p>',
    text: 'Thank you, we will call you within one business day.',
    related: { module: 'inquiries', id: request },
  },
];

const resetMail: OutgoingMail = {
  kind: 'password-reset',
  to: 'ana@securecam.example',
  subject: RESET_SUBJECT,
  html: '<p>Open this link to choose a new password.</p>',
  text: 'Open this link to choose a new password.',
};

async function queue(database: Database, mails: OutgoingMail[]) {
  await database.db.transaction().execute(async (trx) => {
    for (const mail of mails) await enqueueMail(trx, mail, SECRET);
  });
}

/** Waits until `done` holds, polling; the time it first held, in ms since the epoch. */
async function timeWhen(done: () => boolean, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the outbox did not drain in time');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return Date.now();
}

async function benchEngine(label: string, database: Database, smtp: TestSmtpServer) {
  const deps: MailDeliveryDeps = {
    database: async () => database,
    authSecret: async () => SECRET,
    logger: pino({ level: 'silent' }),
    mailSettings: settingsForMail,
  };
  try {
    await migrateToLatest(database);
    const { app, token } = await adminAppFor(database, { secret: SECRET, email: 'bench@example.com' });
    const saved = await app.request('/api/settings/email', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(emailSettingsFor(smtp)),
    });
    if (saved.status !== 200) throw new Error(`saving the e-mail settings answered ${saved.status}`);
    for (let request = 1; request <= QUOTE_REQUESTS; request++) await queue(database, leadMails(request));
    smtp.received.length = 0;

    const started = Date.now();
    startMailWorker(deps);
    await queue(database, [resetMail]);
    const resetQueued = Date.now();
    startMailWorker(deps);
    const resetArrived = await timeWhen(
      () => smtp.received.some((mail) => mail.subject === RESET_SUBJECT),
      DRAIN_TIMEOUT_MS,
    );
    const drained = await timeWhen(() => smtp.received.length >= LEAD_MAILS + 1, DRAIN_TIMEOUT_MS);
    const seconds = (drained - started) / 1000;
    const resetPosition = smtp.received.findIndex((mail) => mail.subject === RESET_SUBJECT) + 1;
    console.log(
      `${label}: ${LEAD_MAILS} lead mails + 1 reset mail drained in ${seconds.toFixed(2)} s` +
        ` (${((LEAD_MAILS + 1) / seconds).toFixed(1)} mails/s); the reset mail queued after them` +
        ` arrived ${((resetArrived - resetQueued) / 1000).toFixed(2)} s later, as mail ${resetPosition} of ${LEAD_MAILS + 1}`,
    );
  } finally {
    await stopMailWorker(deps);
    await database.close();
  }
}

async function main() {
  const smtp = await createSmtpServer();
  await smtp.start();
  console.log(`\nMail drain into an SMTP listener on 127.0.0.1:${smtp.port}`);
  try {
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-mail-'));
    try {
      await benchEngine('SQLite', openDatabase({ sqliteFile: path.join(folder, 'site.db') }), smtp);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    if (process.argv.includes('--sqlite-only')) return;
    const postgres = await throwawayPostgres();
    if (!postgres) {
      console.log('PostgreSQL does not answer: SQLite only.');
      return;
    }
    try {
      await benchEngine('PostgreSQL', openDatabase({ postgresUrl: postgres.url }), smtp);
    } finally {
      await postgres.drop();
    }
  } finally {
    await smtp.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
