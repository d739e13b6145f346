import 'server-only';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import type { AppDependencies } from '../api/context';
import type { Database } from '../db/engine';
import { decodeTimestamp } from '../db/values';
import { attemptDelivery, type DeliveryAttempt, type OutboxRow } from './delivery-attempt';
import { EXPIRED_BEFORE_SENT, emptyFinishedMailOnce, expireStaleMail } from './expiring-mail';
import { MAX_SMTP_CONNECTIONS } from './smtp';
import { closeSmtpPool, smtpPoolFor } from './smtp-pool';

export type MailDeliveryDeps = Pick<AppDependencies, 'database' | 'authSecret' | 'logger' | 'mailSettings'>;

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
  /** The run stopped at its limit with mail still due: the next run may start at once. */
  moreDue: boolean;
}

/** A claimed mail is kept from other senders this long; a sender that died releases it so. */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Without settings, look again this often: the administrator may have saved them meanwhile. */
const SETTINGS_RECHECK_MS = 60_000;
/**
 * Mails claimed at a time. Small, so that a reset mail queued behind hundreds of lead mails is
 * claimed by the next batch, a few mails later; each claim orders by priority afresh.
 */
const BATCH_SIZE = 2 * MAX_SMTP_CONNECTIONS;
const MAX_BATCHES_PER_RUN = 40;

const runsByDatabase = new WeakMap<Database, Promise<unknown>>();

/** How often the same mail waiting for the same settings is told again in the log. */
const WAITING_WARNING_REPEAT_MS = 60 * 60_000;
const waitingWarnings = new WeakMap<Database, { mails: number; reason: string; at: number }>();

/**
 * Warns that mail waits for e-mail settings: when it starts to, when how much waits or why changes,
 * and once an hour while nothing changes, not at every look (once a minute) for as long as it waits.
 */
function warnOfMailWaiting(
  log: MailDeliveryDeps['logger'],
  database: Database,
  waiting: { mails: number; reason: string },
  now: Date,
): void {
  const last = waitingWarnings.get(database);
  const told =
    last?.mails === waiting.mails &&
    last.reason === waiting.reason &&
    now.getTime() - last.at < WAITING_WARNING_REPEAT_MS;
  if (told) return;
  waitingWarnings.set(database, { ...waiting, at: now.getTime() });
  log.warn({ mails: waiting.mails }, waiting.reason);
}

/**
 * Sends every due mail of the outbox once, transactional mail first: each is claimed
 * (PostgreSQL: `for update skip locked`, so app instances never send the same mail), handed to
 * the SMTP server over pooled connections, a few at a time, then marked sent or scheduled for a
 * retry with backoff. Runs of one process take turns. `now` fixes the time in tests.
 */
export async function deliverPendingMail(
  deps: MailDeliveryDeps,
  options: { now?: Date } = {},
): Promise<DeliveryReport> {
  const database = await deps.database();
  const clock = () => options.now ?? new Date();
  const previous = runsByDatabase.get(database) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => deliverDueMail(deps, database, clock));
  runsByDatabase.set(database, run);
  return run;
}

async function deliverDueMail(
  deps: MailDeliveryDeps,
  database: Database,
  clock: () => Date,
): Promise<DeliveryReport> {
  const report: DeliveryReport = {
    sent: 0,
    retrying: 0,
    failed: 0,
    waitingForSettings: 0,
    nextAttemptAt: null,
    moreDue: false,
  };
  const log = deps.logger.child({ component: 'mail' });
  const now = clock();
  // First, whether or not mail can be sent now: a link that has expired is never sent, and not kept.
  await emptyFinishedMailOnce(database);
  const expired = await expireStaleMail(database, now);
  if (expired) log.warn({ mails: expired }, EXPIRED_BEFORE_SENT);
  const setup = await deps.mailSettings.smtpSetup(database, deps.authSecret);
  if (!setup.ready) {
    report.waitingForSettings = await recordWaitingForSettings(database, now, setup.reason);
    if (report.waitingForSettings) {
      warnOfMailWaiting(log, database, { mails: report.waitingForSettings, reason: setup.reason }, now);
    } else waitingWarnings.delete(database);
    const next = await nextPendingAt(database);
    report.nextAttemptAt = next && new Date(Math.max(next.getTime(), now.getTime() + SETTINGS_RECHECK_MS));
    return report;
  }

  waitingWarnings.delete(database);
  const transport = smtpPoolFor(deps, setup.smtp);
  const appSecret = await deps.authSecret();
  let batchWasFull = true;
  for (let batch = 0; batchWasFull && batch < MAX_BATCHES_PER_RUN; batch++) {
    if (batch > 0) {
      // Requests waiting for the event loop (a synchronous SQLite driver holds it) go in between.
      await nextTurnOfEventLoop();
    }
    // The time of each claim: mail queued while the run goes on is claimed by it, by its priority.
    const attempt: DeliveryAttempt = { transport, smtp: setup.smtp, database, now: clock(), log, appSecret };
    const claimed = await claimDueMail(database, attempt.now);
    const outcomes = await inParallel(claimed, MAX_SMTP_CONNECTIONS, (mail) =>
      attemptDelivery(attempt, mail),
    );
    for (const outcome of outcomes) report[outcome] += 1;
    batchWasFull = claimed.length === BATCH_SIZE;
  }
  report.moreDue = batchWasFull;
  report.nextAttemptAt = await nextPendingAt(database);
  // Connections are held while mail keeps coming (the next run reuses them), not while idle.
  const dueNow = report.nextAttemptAt !== null && report.nextAttemptAt <= clock();
  if (!report.moreDue && !dueNow) closeSmtpPool(deps);
  return report;
}

/** Every item through `work`, at most `limit` at a time, the outcomes in the items' order. */
async function inParallel<Item, Outcome>(
  items: Item[],
  limit: number,
  work: (item: Item) => Promise<Outcome>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      outcomes[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return outcomes;
}

/**
 * Takes up to a batch of due mails for this sender, transactional mail first, then the longest
 * due, counting the attempt now (a crash counts too).
 */
async function claimDueMail(database: Database, now: Date): Promise<OutboxRow[]> {
  return database.db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', now.toISOString())
      .orderBy('priority')
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
