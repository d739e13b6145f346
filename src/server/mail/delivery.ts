import 'server-only';
import type { Selectable } from 'kysely';
import type { AppDependencies } from '../api/context';
import type { Database } from '../db/engine';
import type { MailOutboxTable } from '../db/schema';
import { decodeTimestamp } from '../db/values';
import {
  EMPTIED_BODY,
  EXPIRED_BEFORE_SENT,
  emptyFinishedMailOnce,
  expireStaleMail,
  mailExpiresAt,
} from './expiring-mail';
import { nextRetryAt } from './retry-schedule';
import { createSmtpTransport, loadSmtpSetup, type SmtpSettings, smtpErrorText } from './smtp';

export type MailDeliveryDeps = Pick<AppDependencies, 'database' | 'authSecret' | 'logger'>;

export interface DeliveryReport {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for good this time. */
  failed: number;
  /** Due, but e-mail is not configured: left pending with the reason as their error. */
  waitingForSettings: number;
  /** When the next pending mail falls due, or null when nothing is pending. */
  nextAttemptAt: Date | null;
}

type OutboxRow = Selectable<MailOutboxTable>;

/** A claimed mail is kept from other senders this long; a sender that died releases it so. */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Without settings, look again this often: the administrator may have saved them meanwhile. */
const SETTINGS_RECHECK_MS = 60_000;
const BATCH_SIZE = 20;
const MAX_BATCHES_PER_RUN = 10;

const runsByDatabase = new WeakMap<Database, Promise<unknown>>();

/**
 * Sends every due mail of the outbox once: each is claimed (PostgreSQL: `for update skip locked`,
 * so app instances never send the same mail), handed to the SMTP server, then marked sent or
 * scheduled for a retry with backoff. Runs of one process take turns. `now` drives time in tests.
 */
export async function deliverPendingMail(
  deps: MailDeliveryDeps,
  options: { now?: Date } = {},
): Promise<DeliveryReport> {
  const database = await deps.database();
  const previous = runsByDatabase.get(database) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => deliverDueMail(deps, database, options.now ?? new Date()));
  runsByDatabase.set(database, run);
  return run;
}

async function deliverDueMail(
  deps: MailDeliveryDeps,
  database: Database,
  now: Date,
): Promise<DeliveryReport> {
  const report: DeliveryReport = {
    sent: 0,
    retrying: 0,
    failed: 0,
    waitingForSettings: 0,
    nextAttemptAt: null,
  };
  const log = deps.logger.child({ component: 'mail' });
  // First, whether or not mail can be sent now: a link that has expired is never sent, and not kept.
  await emptyFinishedMailOnce(database);
  const expired = await expireStaleMail(database, now);
  if (expired) log.warn({ mails: expired }, EXPIRED_BEFORE_SENT);
  const setup = await loadSmtpSetup(database, deps.authSecret);
  if (!setup.ready) {
    report.waitingForSettings = await recordWaitingForSettings(database, now, setup.reason);
    if (report.waitingForSettings) log.warn({ mails: report.waitingForSettings }, setup.reason);
    const next = await nextPendingAt(database);
    report.nextAttemptAt = next && new Date(Math.max(next.getTime(), now.getTime() + SETTINGS_RECHECK_MS));
    return report;
  }

  const transport = createSmtpTransport(setup.smtp);
  try {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const claimed = await claimDueMail(database, now);
      for (const mail of claimed) {
        const outcome = await sendOne(transport, setup.smtp, database, mail, now, log);
        report[outcome] += 1;
      }
      if (claimed.length < BATCH_SIZE) break;
    }
  } finally {
    transport.close();
  }
  report.nextAttemptAt = await nextPendingAt(database);
  return report;
}

/** Takes up to a batch of due mails for this sender, counting the attempt now (a crash counts too). */
async function claimDueMail(database: Database, now: Date): Promise<OutboxRow[]> {
  return database.db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', now.toISOString())
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(BATCH_SIZE);
    // SQLite needs no row lock: one process, one connection, one transaction at a time.
    if (database.engine === 'postgres') due = due.forUpdate().skipLocked();
    const rows = await due.execute();
    if (!rows.length) return [];
    await trx
      .updateTable('mail_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
      }))
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
}

type Outcome = 'sent' | 'retrying' | 'failed';

async function sendOne(
  transport: ReturnType<typeof createSmtpTransport>,
  smtp: SmtpSettings,
  database: Database,
  mail: OutboxRow,
  now: Date,
  log: MailDeliveryDeps['logger'],
): Promise<Outcome> {
  const about = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
  // A run can take a while: its secret may expire between the claim and this mail's turn.
  const expiresAt = mailExpiresAt(mail.kind, mail.createdAt);
  if (expiresAt && expiresAt.getTime() <= Math.max(now.getTime(), Date.now())) {
    await database.db
      .updateTable('mail_outbox')
      .set({
        ...EMPTIED_BODY,
        status: 'failed',
        lastError: EXPIRED_BEFORE_SENT,
        nextAttemptAt: now.toISOString(),
      })
      .where('id', '=', mail.id)
      .execute();
    log.warn(about, EXPIRED_BEFORE_SENT);
    return 'failed';
  }
  try {
    const info = await transport.sendMail({
      from: smtp.from,
      to: mail.toAddress,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
    await database.db
      .updateTable('mail_outbox')
      // The body is not kept once sent (a reset link stays a key to the account while it works);
      // recipient, subject and status remain for the delivery status the admin sees.
      .set({ ...EMPTIED_BODY, status: 'sent', sentAt: now.toISOString(), lastError: null })
      .where('id', '=', mail.id)
      .execute();
    log.info({ ...about, response: info.response }, 'mail sent');
    return 'sent';
  } catch (error) {
    const lastError = smtpErrorText(error);
    const retryAt = isRefusedForGood(error) ? null : nextRetryAt(mail.attempts, now);
    await database.db
      .updateTable('mail_outbox')
      .set(
        retryAt
          ? { lastError, nextAttemptAt: retryAt.toISOString() }
          : { ...EMPTIED_BODY, status: 'failed', lastError, nextAttemptAt: now.toISOString() },
      )
      .where('id', '=', mail.id)
      .execute();
    if (retryAt) log.warn({ ...about, error: lastError, retryAt }, 'mail not sent, will retry');
    else log.error({ ...about, error: lastError }, 'mail not sent, giving up');
    return retryAt ? 'retrying' : 'failed';
  }
}

/** The server refused every recipient outright (e.g. `550 no such user`): trying again cannot help. */
function isRefusedForGood(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

async function recordWaitingForSettings(database: Database, now: Date, reason: string): Promise<number> {
  const result = await database.db
    .updateTable('mail_outbox')
    .set({ lastError: reason })
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now.toISOString())
    .execute();
  return Number(result[0]?.numUpdatedRows ?? 0);
}

async function nextPendingAt(database: Database): Promise<Date | null> {
  const row = await database.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('nextAttemptAt').as('next'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const next = decodeTimestamp(row?.next);
  return next ? new Date(next) : null;
}
