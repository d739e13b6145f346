import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleWorkAfterAnswers } from '@/server/api/after-answer';
import { stopMailWorker } from '@/server/mail/worker';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * "Forgot password" must not tell, by how long it takes to answer, whether an account has the
 * address: known and unknown addresses are tried in turn (ABBA, so drift on a busy machine falls on
 * both alike), each answer timed alone, and the fast end of each address's times compared (the
 * 20th percentile). A busy machine only ever adds time: an answer either runs within its time slice
 * or waits several milliseconds for the next, so the times fall in two groups and a median jumps
 * between them by chance (medians of 1.9 and 9.7 ms, then 15.8 and 7.4 ms, in one run beside a
 * build). Work the server does for one address and not the other moves the fast end too.
 */

const ROUNDS = 30;
const WARM_UP = 3;
/**
 * Answers of a millisecond (SQLite in memory) jitter by a few tenths on a busy machine, whatever the
 * address: a gap is measured against at least this much, so such jitter is not taken for a signal.
 */
const RESOLUTION_MS = 2;

let t: TestContext;
let knownEmail: string;
const UNKNOWN_EMAIL = 'nobody-has-this-address@example.com';

beforeAll(async () => {
  t = await createTestContext({
    rateLimits: { passwordResetsPerIp: 10_000, passwordResetsPerEmail: 10_000 },
  });
  knownEmail = (await t.createUser({ role: 'editor' })).user.email;
});
afterAll(() => t.destroy());

/** One request's time to its answer (body read). */
async function timedRequest(email: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const response = await t.request('/api/auth/forgot-password', {
    method: 'POST',
    ip: '198.51.100.80',
    json: { email },
  });
  const body = await response.text();
  const ms = performance.now() - started;
  // Timed alone: the link made after the answer, and the mail worker it wakes, finish before the next.
  await settleWorkAfterAnswers(t.deps);
  await stopMailWorker(t.deps);
  return { ms, status: response.status, body };
}

/** The time 20 % of the tries were at or under: the answer's own cost, before the machine's waits. */
const fastEnd = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 5)]!;

interface Attempt {
  knownFast: number;
  unknownFast: number;
  difference: number;
}

/** 30 tries of each address, in turn; the bodies of every answer go into `bodies`. */
async function measure(bodies: Set<string>): Promise<Attempt> {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [UNKNOWN_EMAIL, knownEmail] : [knownEmail, UNKNOWN_EMAIL];
    for (const email of order) {
      const { ms, status, body } = await timedRequest(email);
      expect(status).toBe(200);
      bodies.add(body);
      (email === knownEmail ? known : unknown).push(ms);
    }
  }
  const [knownFast, unknownFast] = [fastEnd(known), fastEnd(unknown)];
  const difference =
    Math.abs(knownFast - unknownFast) / Math.max(Math.min(knownFast, unknownFast), RESOLUTION_MS);
  return { knownFast, unknownFast, difference };
}

const describeAttempt = ({ knownFast, unknownFast }: Attempt) =>
  `known ${knownFast.toFixed(1)} ms, unknown ${unknownFast.toFixed(1)} ms`;

/**
 * A busy machine can make one series of 30 tries uneven by chance; a difference the server makes
 * shows in every series. So up to five series are measured, and one within 20 % is enough. Three
 * were not enough on PostgreSQL beside a browser run at a load of 16 on two cores: known 5.9, 4.9
 * and 4.8 ms against unknown 4.6, 5.9 and 4.0 ms, the slower address changing between series.
 */
const MAX_SERIES = 5;

describe('POST /api/auth/forgot-password timing', () => {
  it('answers a known address as fast as an unknown one (within 20 %), and still mails the link', async () => {
    for (let round = 0; round < WARM_UP; round++) {
      await timedRequest(knownEmail);
      await timedRequest(UNKNOWN_EMAIL);
    }
    const bodies = new Set<string>();
    const attempts: Attempt[] = [];
    while (attempts.length < MAX_SERIES && !attempts.some((attempt) => attempt.difference < 0.2)) {
      attempts.push(await measure(bodies));
    }
    expect(bodies.size).toBe(1);
    expect(
      Math.min(...attempts.map((attempt) => attempt.difference)),
      `fastest fifth per series of ${ROUNDS} tries: ${attempts.map(describeAttempt).join('; ')}`,
    ).toBeLessThan(0.2);

    // The work was done all the same: one link and one mail per request for the known address.
    const requests = WARM_UP + ROUNDS * attempts.length;
    const links = await t.database.db.selectFrom('password_resets').select('userId').execute();
    expect(links).toHaveLength(requests);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('toAddress')
      .where('kind', '=', 'password-reset')
      .execute();
    expect(mails.map((mail) => mail.toAddress)).toEqual(Array(requests).fill(knownEmail));
  });
});
