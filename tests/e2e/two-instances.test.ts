import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpServer, emailSettingsFor, type TestSmtpServer } from '../api/support/smtp';
import { throwawayPostgres } from '../support/throwaway-postgres';
import { uploadPicture } from './support/pictures';
import { send } from './support/records';
import { type RunningServer, signIn, startServer } from './support/server';
import { type LoopbackS3, startLoopbackS3 } from './support/shared-services';

/**
 * Two production servers on two ports, sharing one PostgreSQL database and one S3-compatible
 * bucket, as a site scaled out behind a load balancer: what one instance writes, the other serves
 * at its next request; tokens, rate limits and uploads are shared; each mail goes out once; and
 * SIGTERM lets a request in flight finish before the process ends. Run when PostgreSQL answers
 * (scripts/test-all.sh leaves the file out otherwise).
 */

let database: { url: string; drop(): Promise<void> };
let s3: LoopbackS3;
let smtp: TestSmtpServer;
let first: RunningServer;
let second: RunningServer;
let token: string;

beforeAll(async () => {
  const postgres = await throwawayPostgres();
  if (!postgres) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432');
  database = postgres;
  [s3, smtp] = await Promise.all([startLoopbackS3(), createSmtpServer()]);
  await smtp.start();
  const env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...s3.env,
    // Each page cache purge is logged at debug level: one write must purge each instance once.
    LOG_LEVEL: 'debug',
    METRICS_TOKEN,
  };
  // Started together, as a deploy starts them: the demo content must still be loaded once.
  [first, second] = await Promise.all([startServer({ env }), startServer({ env })]);
  token = await signIn(first.url);
}, 180_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await Promise.all([database?.drop(), s3?.close(), smtp?.stop()]);
});

const html = async (url: string) => {
  const response = await fetch(url);
  return { cache: response.headers.get('x-cache'), text: await response.text() };
};

const METRICS_TOKEN = randomBytes(24).toString('hex');

/** The connections of an instance's query pool, as PostgreSQL sees them. */
async function poolConnectionsOf(instance: RunningServer): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where application_name = $1',
      [`site database pool, pid ${instance.process.pid}`],
    );
    return rows[0].count;
  } finally {
    await client.end();
  }
}

/** The sessions of the test database that run `LISTEN`, by the name each gave its connection. */
async function listenersByName() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; listeners: number }>(
      `select application_name as name, count(*)::int as listeners from pg_stat_activity
       where datname = current_database() and query ilike 'listen%' group by application_name`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.listeners]));
  } finally {
    await client.end();
  }
}

/** The page cache purges an instance has logged since `from` (a length of its output). */
const purgesSince = (instance: RunningServer, from: number) =>
  instance
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => line.includes('"msg":"page cache purged"'))
    .map((line) => (JSON.parse(line) as { reason: string }).reason);

describe('two instances on one PostgreSQL database and one bucket', () => {
  it('loads the demo content once though both started at the same moment', async () => {
    for (const instance of [first, second]) {
      const { data } = await send<{ data: { title: string }[] }>(
        instance.url,
        token,
        'GET',
        '/services?pageSize=100',
      );
      const titles = data.map((service) => service.title);
      expect(titles.length).toBeGreaterThan(0);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('keeps one purge listener per process, so one write purges each instance once', async () => {
    // Next bundles the server code several times over; a request of each kind loads every bundle.
    for (const instance of [first, second]) {
      expect((await fetch(`${instance.url}/`)).status).toBe(200);
      const api = await fetch(`${instance.url}/api/services`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(api.status).toBe(200);
      expect((await fetch(`${instance.url}/admin`)).status).toBe(200);
      expect((await fetch(`${instance.url}/auth/login`)).status).toBe(200);
    }
    expect(await listenersByName()).toEqual({
      [`page cache purge listener, pid ${first.process.pid}`]: 1,
      [`page cache purge listener, pid ${second.process.pid}`]: 1,
    });

    const [firstFrom, secondFrom] = [first.output().length, second.output().length];
    await send(first.url, token, 'POST', '/faqs', { question: 'Purged once?', answer: '<p>Yes.</p>' }, 201);
    const deadline = Date.now() + 10_000;
    while (purgesSince(second, secondFrom).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // Time for a second copy of the announcement to arrive, if any would.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(purgesSince(first, firstFrom)).toEqual([expect.stringMatching(/^write: .*\/faqs/)]);
    expect(purgesSince(second, secondFrom)).toEqual([
      expect.stringMatching(/^another instance: write: .*\/faqs/),
    ]);
  });

  it('keeps one query pool per process, shared by every part of the app, and reports it in /metrics', async () => {
    // Pages rendered afresh, the API and the back office, many at once: each loads its own bundle.
    const requests = Array.from({ length: 40 }, (_, index) =>
      index % 3 === 0
        ? fetch(`${first.url}/blog?page=${index}`)
        : index % 3 === 1
          ? fetch(`${first.url}/api/services?page=${index}`, {
              headers: { authorization: `Bearer ${token}` },
            })
          : fetch(`${first.url}/admin`),
    );
    await Promise.all((await Promise.all(requests)).map((response) => response.arrayBuffer()));
    const connections = await poolConnectionsOf(first);
    expect(connections).toBeGreaterThanOrEqual(1);
    expect(connections).toBeLessThanOrEqual(10);
    const metrics = await (
      await fetch(`${first.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toContain(`site_database_connections{engine="postgres",state="open"} ${connections}`);
    expect(metrics).toContain('site_database_connections{engine="postgres",state="max"} 10');
  });

  it('accepts a token signed by one instance on the other', async () => {
    const response = await fetch(`${second.url}/api/inquiries`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });

  it("shows a change made through one instance on the other's page views within moments, in both directions", async () => {
    for (const [writer, reader] of [
      [first, second],
      [second, first],
    ]) {
      const writerToken = await signIn(writer.url);
      // The reader holds the page. The previous round's write purges its writer once more two seconds
      // later (for Next's own revalidation to settle), so the page is read until it comes from the cache.
      await expect
        .poll(async () => (await html(`${reader.url}/faqs`)).cache, { timeout: 10_000, interval: 100 })
        .toBe('HIT');
      const question = `Do you cover ${randomBytes(4).toString('hex')}?`;
      await send(
        writer.url,
        writerToken,
        'POST',
        '/faqs',
        { question, answer: '<p>Yes.</p>', published: true },
        201,
      );
      // The other instance hears of the write over LISTEN/NOTIFY: its next views show it within moments.
      await expect
        .poll(async () => (await html(`${reader.url}/faqs`)).text.includes(question), {
          timeout: 5_000,
          interval: 50,
        })
        .toBe(true);
    }
  });

  it('serves an image uploaded through one instance from the other (the bucket holds it)', async () => {
    const uploaded = await uploadPicture(first.url, token, {
      width: 800,
      height: 500,
      rgb: [200, 40, 40],
      format: 'png',
      name: 'shared.png',
      alt: 'A red test card',
    });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { url: string } };
    const fromFirst = await fetch(`${first.url}${data.url}`);
    const fromSecond = await fetch(`${second.url}${data.url}`);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('content-type')).toBe(fromFirst.headers.get('content-type'));
    expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(Buffer.from(await fromFirst.arrayBuffer()));
  });

  it('counts failed sign-ins on both instances against one allowance', async () => {
    const attempt = (instance: RunningServer) =>
      fetch(`${instance.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'not-a-user@example.com', password: 'wrong password 123' }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) statuses.push(await attempt(index % 2 ? second : first));
    const refusedFrom = statuses.indexOf(429);
    // The allowance per (e-mail, address) is 8: alone, neither instance would have reached it.
    expect(statuses.slice(0, refusedFrom)).toEqual(Array(8).fill(401));
    expect(statuses.slice(refusedFrom).every((status) => status === 429)).toBe(true);
  });

  it('sends each mail of the shared outbox once while both instances send', async () => {
    const { data } = await send<{ data: Record<string, unknown> }>(
      first.url,
      token,
      'GET',
      '/settings/email',
    );
    const { updatedAt: _updatedAt, smtpPasswordSet: _passwordSet, ...editable } = data;
    await send(first.url, token, 'PUT', '/settings/email', {
      ...editable,
      ...emailSettingsFor(smtp, { autoReplyEnabled: true }),
    });
    const quotes = Array.from({ length: 10 }, (_, index) => ({
      name: `Visitor ${index}`,
      email: `visitor${index}@example.com`,
      phone: '(213) 555-0100',
      message: 'Four cameras around a house, please.',
    }));
    const answers = await Promise.all(
      quotes.map((quote, index) =>
        fetch(`${(index % 2 ? second : first).url}/api/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(quote),
        }).then((response) => response.status),
      ),
    );
    expect(answers).toEqual(Array(10).fill(201));
    // A notification and an auto-reply for each; then a moment for any second copy to show up.
    await smtp.waitForMessages(20, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const autoReplies = smtp.received.filter((mail) =>
      mail.envelopeTo.some((to) => to.startsWith('visitor')),
    );
    expect(smtp.received).toHaveLength(20);
    expect(autoReplies.map((mail) => mail.envelopeTo[0]).sort()).toEqual(
      quotes.map((quote) => quote.email).sort(),
    );
  });

  it('answers a request in flight when told to stop, refuses new connections, then exits', async () => {
    const body = JSON.stringify({
      name: 'Late Visitor',
      email: 'late@example.com',
      phone: '(213) 555-0199',
      message: 'Sent while the server stops.',
    });
    const socket = connect(second.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) =>
      second.process.once('exit', (code) => resolve(code)),
    );
    second.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A new connection (an open kept-alive one would still be answered, with `Connection: close`).
    const newConnection = await new Promise<string>((resolve) => {
      const probe = connect(second.port, '127.0.0.1');
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      probe.once('connect', () => {
        probe.destroy();
        resolve('accepted');
      });
    });
    expect(newConnection).toBe('ECONNREFUSED');
    socket.write(body.slice(20));
    // Answered in full, then its connection closed by the server (the client keeps it open).
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toContain(JSON.stringify('Thank you!').slice(1, -1));
    expect(await exited).toBe(0);
    // The request's write landed, and the other instance goes on serving.
    const { data } = await send<{ data: { email: string }[] }>(
      first.url,
      token,
      'GET',
      '/inquiries?q=late%40example.com',
    );
    expect(data.map((inquiry) => inquiry.email)).toEqual(['late@example.com']);
  });
});
