import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';
import { type Database, openDatabase } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { adminAppFor } from '../support/admin-app';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/**
 * Staff reads are answered again from what was made for the same call while nothing can have been
 * written (`src/server/api/kept-answers.ts`; on SQLite, while PostgreSQL's are made afresh): a
 * write through the API, one by another connection (an operator command, another instance) and a
 * record gone are all seen at once, on both engines.
 */
describe(`kept answers of staff reads (${testEngine})`, () => {
  let folder: string;
  let postgres: TestDatabase | undefined;
  let database: Database;
  /** Writes a FAQ as another connection to the same database does. */
  let writeElsewhere: (question: string) => Promise<void>;
  let call: (
    url: string,
    init?: { method?: string; json?: unknown },
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape they assert.
  ) => Promise<{ status: number; body: any }>;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'kept-answers-'));
    const now = new Date().toISOString();
    if (testEngine === 'sqlite') {
      const file = path.join(folder, 'site.db');
      database = openDatabase({ sqliteFile: file });
      await migrateToLatest(database);
      writeElsewhere = async (question) => {
        const other = new Sqlite(file);
        try {
          other
            .prepare('insert into faqs (question, answer, "createdAt", "updatedAt") values (?, ?, ?, ?)')
            .run(question, '<p>Yes.</p>', now, now);
        } finally {
          other.close();
        }
      };
    } else {
      postgres = await createTestDatabase();
      database = postgres.database;
      writeElsewhere = async (question) => {
        await (database.raw as pg.Pool).query(
          'insert into faqs (question, answer, "createdAt", "updatedAt") values ($1, $2, $3, $4)',
          [question, '<p>Yes.</p>', now, now],
        );
      };
    }
    const { app, token } = await adminAppFor(database, {
      secret: new TextEncoder().encode('kept-answers-secret-that-is-long-enough'),
      email: 'kept@example.com',
    });
    call = async (url, init = {}) => {
      const response = await app.request(url, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          [SOCKET_ADDRESS_HEADER]: '127.0.0.1',
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    };
  });

  afterAll(async () => {
    await (postgres ? postgres.destroy() : database.close());
    rmSync(folder, { recursive: true, force: true });
  });

  it('answer the same call the same way, and show a write through the API at once', async () => {
    const first = await call('/api/faqs?pageSize=5');
    expect(await call('/api/faqs?pageSize=5')).toEqual(first);
    const created = await call('/api/faqs', {
      method: 'POST',
      json: { question: 'Kept?', answer: '<p>No.</p>' },
    });
    expect(created.status).toBe(201);
    const after = await call('/api/faqs?pageSize=5');
    expect(after.body.total).toBe(first.body.total + 1);
    const one = await call(`/api/faqs/${created.body.data.id}`);
    expect(one.body.data.question).toBe('Kept?');
    await call(`/api/faqs/${created.body.data.id}`, { method: 'PATCH', json: { question: 'Changed?' } });
    expect((await call(`/api/faqs/${created.body.data.id}`)).body.data.question).toBe('Changed?');
    await call(`/api/faqs/${created.body.data.id}`, { method: 'DELETE' });
    expect((await call(`/api/faqs/${created.body.data.id}`)).status).toBe(404);
    expect((await call('/api/faqs?pageSize=5')).body.total).toBe(first.body.total);
  });

  it('show what another connection wrote to the same database', async () => {
    const before = await call('/api/faqs?pageSize=5&q=operator');
    expect(before.body.total).toBe(0);
    await writeElsewhere('Written by an operator command?');
    const after = await call('/api/faqs?pageSize=5&q=operator');
    expect(after.body.total).toBe(1);
    expect(after.body.data[0].question).toBe('Written by an operator command?');
  });

  it('keep nothing for a call that was refused', async () => {
    expect((await call('/api/faqs/999999')).status).toBe(404);
    expect((await call('/api/faqs?pageSize=1000')).status).toBe(400);
  });
});
