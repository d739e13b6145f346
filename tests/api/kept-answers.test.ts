import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';
import { type Database, openDatabase } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { adminAppFor } from '../support/admin-app';
import { describeOn } from './support/test-database';

/**
 * Staff reads are answered again from what was made for the same call while nothing can have been
 * written (`src/server/api/kept-answers.ts`, SQLite only): a write through the API, a write by
 * another connection to the same file (an operator command) and a record gone are all seen at once.
 */
describeOn('sqlite', 'kept answers of staff reads', () => {
  let folder: string;
  let database: Database;
  let call: (
    url: string,
    init?: { method?: string; json?: unknown },
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape they assert.
  ) => Promise<{ status: number; body: any }>;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'kept-answers-'));
    database = openDatabase({ sqliteFile: path.join(folder, 'site.db') });
    await migrateToLatest(database);
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
    await database.close();
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

  it('show what another connection wrote to the same file', async () => {
    const before = await call('/api/faqs?pageSize=5&q=operator');
    expect(before.body.total).toBe(0);
    const other = new Sqlite(path.join(folder, 'site.db'));
    try {
      const now = new Date().toISOString();
      other
        .prepare('insert into faqs (question, answer, "createdAt", "updatedAt") values (?, ?, ?, ?)')
        .run('Written by an operator command?', '<p>Yes.</p>', now, now);
    } finally {
      other.close();
    }
    const after = await call('/api/faqs?pageSize=5&q=operator');
    expect(after.body.total).toBe(1);
    expect(after.body.data[0].question).toBe('Written by an operator command?');
  });

  it('keep nothing for a call that was refused', async () => {
    expect((await call('/api/faqs/999999')).status).toBe(404);
    expect((await call('/api/faqs?pageSize=1000')).status).toBe(400);
  });
});
