import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { capturingLogger } from './support/log-capture';
import { freePort } from './support/smtp';
import { createTestContext, type TestContext } from './support/test-app';
import {
  createTestDatabase,
  describeOn,
  POSTGRES_ADMIN_URL,
  type TestDatabase,
} from './support/test-database';

/**
 * While the database cannot be reached the API answers 503 with Retry-After (never 500), a
 * dropped connection is logged as one line without secrets instead of crashing the process, and
 * service comes back by itself.
 */

const uncaught: unknown[] = [];
const noteUncaught = (error: unknown) => uncaught.push(error);
beforeAll(() => {
  process.on('uncaughtException', noteUncaught);
});
afterAll(() => {
  process.off('uncaughtException', noteUncaught);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectUnavailable(answer: { status: number; headers: Headers; body: unknown; text: string }) {
  expect(answer.status, answer.text).toBe(503);
  expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.text).not.toMatch(/ECONNREFUSED|SQLITE|select|insert|at \w+ \(/i);
}

/** A TCP relay to the PostgreSQL server that can be switched off and on, like the server itself. */
async function postgresRelay() {
  const port = await freePort();
  const target = new URL(POSTGRES_ADMIN_URL);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  return {
    port,
    async up() {
      server = createServer((incoming) => {
        const outgoing = new Socket();
        outgoing.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => sockets.delete(socket));
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    },
    async down() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      server = null;
    },
  };
}

describeOn('postgres', 'PostgreSQL unreachable', () => {
  let t: TestContext;
  let broken: Database | null = null;
  afterEach(async () => {
    await broken?.close().catch(() => {});
    broken = null;
    await t?.destroy();
  });

  it('answers 503 with Retry-After when the server is down (nothing listens on the port)', async () => {
    const port = await freePort();
    const { logger, lines } = capturingLogger();
    broken = openDatabase(
      { postgresUrl: `postgres://postgres:pw-not-for-logs@127.0.0.1:${port}/nowhere` },
      { logger },
    );
    // Like the server's `getDatabase`: opened and migrated on use, the migration failing while down.
    t = await createTestContext({
      database: async () => {
        await migrateToLatest(broken as Database);
        return broken as Database;
      },
      logger,
    });
    const { token } = await t.createUser();
    expectUnavailable(await t.call('/api/account/setup'));
    expectUnavailable(
      await t.call('/api/auth/login', {
        method: 'POST',
        json: { email: 'owner@example.com', password: 'some password' },
      }),
    );
    expectUnavailable(await t.call('/api/auth/login', { token }));
    expect(lines.join('')).not.toContain('pw-not-for-logs');
    expect(uncaught).toEqual([]);
  }, 30_000);

  it('recovers by itself once the server is back, and survives it going away again', async () => {
    const relay = await postgresRelay();
    const base = await createTestDatabase('postgres');
    try {
      const url = new URL((base.database.raw as pg.Pool).options.connectionString as string);
      url.port = String(relay.port);
      const { logger } = capturingLogger();
      broken = openDatabase({ postgresUrl: url.toString() }, { logger });
      t = await createTestContext({ database: async () => broken as Database, logger });
      const setup = () => t.call('/api/account/setup');

      expectUnavailable(await setup());
      await relay.up();
      expect((await setup()).status).toBe(200);

      await relay.down();
      await sleep(100);
      expectUnavailable(await setup());
      await relay.up();
      expect((await setup()).status).toBe(200);
      expect(uncaught).toEqual([]);
    } finally {
      await broken?.close().catch(() => {});
      broken = null;
      await relay.down();
      await base.destroy();
    }
  }, 30_000);
});

describeOn('postgres', 'PostgreSQL drops idle connections', () => {
  let base: TestDatabase;
  let database: Database;
  let t: TestContext;
  const { logger, lines } = capturingLogger();
  beforeAll(async () => {
    base = await createTestDatabase('postgres');
    const url = new URL((base.database.raw as pg.Pool).options.connectionString as string);
    url.password = 'pw-not-for-logs';
    database = openDatabase({ postgresUrl: url.toString() }, { logger });
    t = await createTestContext({ database: async () => database, logger });
  });
  afterAll(async () => {
    await t.destroy();
    await database.close().catch(() => {});
    await base.destroy();
  });

  it('logs one line without secrets per dropped connection, throws nothing, and the next call works', async () => {
    // Several idle connections in the pool.
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.call('/api/account/setup')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const pool = database.raw as pg.Pool;
    const idle = pool.idleCount;
    expect(idle).toBeGreaterThan(0);
    const secretKeys: string[] = [];
    for (const client of (pool as unknown as { _clients: { secretKey?: number }[] })._clients) {
      if (client.secretKey) secretKeys.push(String(client.secretKey));
    }

    const killer = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await killer.connect();
    const { rows } = await killer.query(
      'select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [(pool.options.connectionString as string).split('/').pop()],
    );
    await killer.end();
    expect(rows.length).toBeGreaterThanOrEqual(idle);
    for (let wait = 0; wait < 100 && pool.idleCount > 0; wait++) await sleep(20);
    expect(pool.idleCount).toBe(0);

    expect(uncaught).toEqual([]);
    const logged = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.event === 'database_connection_lost');
    expect(logged.length).toBe(idle);
    expect(logged[0]).toMatchObject({ level: 40, code: '57P01' });
    const text = lines.join('');
    expect(text).not.toContain('pw-not-for-logs');
    expect(text).not.toMatch(/secretKey|processID|connectionParameters/);
    for (const key of secretKeys) expect(text).not.toContain(key);

    expect((await t.call('/api/account/setup')).status).toBe(200);
  }, 30_000);

  it('survives a connection dropped while checked out between two queries', async () => {
    lines.length = 0;
    const killer = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await killer.connect();
    try {
      await database.db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
        await killer.query('select pg_terminate_backend($1)', [rows[0].pid]);
        for (let wait = 0; wait < 50 && !lines.length; wait++) await sleep(20);
      });
    } finally {
      await killer.end();
    }
    expect(uncaught).toEqual([]);
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged, lines.join('')).toEqual([
      expect.objectContaining({ event: 'database_connection_lost', state: 'in use', code: '57P01' }),
    ]);
    expect(lines.join('')).not.toContain('pw-not-for-logs');
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.call('/api/account/setup')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
  }, 30_000);
});

describeOn('sqlite', 'SQLite busy', () => {
  let folder: string;
  let database: Database;
  let t: TestContext;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'sqlite-busy-'));
    database = openDatabase({ sqliteFile: path.join(folder, 'site.db') });
    await migrateToLatest(database);
    (database.raw as Sqlite.Database).pragma('busy_timeout = 50');
    t = await createTestContext({ database: async () => database });
  });
  afterAll(async () => {
    await t.destroy();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while another process holds the write lock, then works again', async () => {
    const other = new Sqlite(path.join(folder, 'site.db'));
    const login = () =>
      t.call('/api/auth/login', {
        method: 'POST',
        json: { email: 'owner@example.com', password: 'some password' },
      });
    try {
      other.exec('begin exclusive');
      expectUnavailable(await login());
      other.exec('commit');
    } finally {
      other.close();
    }
    expect((await login()).status).toBe(401);
  }, 30_000);
});
