import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { registry } from '@/registry';
import { demoBusiness } from '@/registry/demo';
import { SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';
import { restoreBackup } from '@/server/backup/read-archive';
import { writeBackupFile } from '@/server/backup/write-archive';
import { type Database, openDatabase } from '@/server/db/engine';
import { readCatalog } from '@/server/db/table-catalog';
import { decodeBoolean, decodeJson, decodeTimestamp, type StoredKind } from '@/server/db/values';
import { seedDemoContent } from '@/server/demo/seed';
import { localMediaStorage } from '@/server/media/local-storage';
import type { MediaStorage } from '@/server/media/storage';
import { adminAppFor } from '../../support/admin-app';
import { jpegWithGps, png, webp } from './media';
import { TEST_SECRET } from './test-app';

/** A Monday a week or more ahead: a day the demo's survey hours open, so a preferred day is taken. */
const openDayAhead = () => {
  const day = new Date(Date.now() + 8 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
};

/** A site's database with its upload folder, in a throwaway directory. */
export interface Site {
  database: Database;
  storage: MediaStorage;
  folder: string;
}

export async function siteOn(database: Database): Promise<Site> {
  const folder = await mkdtemp(path.join(tmpdir(), 'backup-site-'));
  return { database, storage: localMediaStorage(path.join(folder, 'uploads')), folder };
}

/** A new DATA_DIR: an SQLite file not migrated yet, and no uploads. */
export async function freshSqliteSite(): Promise<Site> {
  const folder = await mkdtemp(path.join(tmpdir(), 'backup-site-'));
  const database = openDatabase({ sqliteFile: path.join(folder, 'site.db') });
  return { database, storage: localMediaStorage(path.join(folder, 'uploads')), folder };
}

export const removeSite = (site: Site) => rm(site.folder, { recursive: true, force: true });

/** The demo business, an administrator, three images uploaded through the API (with variants), a quote request (with its mails in the outbox) and a preview link. */
export async function fillWithDemoContent(site: Site) {
  await seedDemoContent(site.database, site.storage, registry, demoBusiness);
  const { app, token } = await adminAppFor(site.database, {
    secret: TEST_SECRET,
    email: 'owner@example.com',
    mediaStorage: site.storage,
  });
  const images = [
    { bytes: await jpegWithGps(), name: 'porch.jpg', type: 'image/jpeg' },
    { bytes: await png(), name: 'plan.png', type: 'image/png' },
    { bytes: await webp(), name: 'yard.webp', type: 'image/webp' },
  ];
  for (const image of images) {
    const form = new FormData();
    form.set('file', new File([image.bytes as Uint8Array<ArrayBuffer>], image.name, { type: image.type }));
    form.set('alt', `Photo ${image.name}`);
    const response = await app.request('/api/media', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, [SOCKET_ADDRESS_HEADER]: '127.0.0.1' },
    });
    if (response.status !== 201)
      throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  }
  const inquiry = await app.request('/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '203.0.113.7' },
    body: JSON.stringify({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '(213) 555-0100',
      service: 'CCTV Installation',
      propertyType: 'residential',
      message: 'Four cameras for my house in Echo Park.',
      postalCode: '90026',
      preferredDate: openDayAhead(),
      sourcePath: '/free-quote',
      formStartedAt: Date.now() - 60_000,
    }),
  });
  if (inquiry.status !== 201)
    throw new Error(`quote request failed: ${inquiry.status} ${await inquiry.text()}`);
  const { rows } = await sql<{ id: number }>`select id from services order by id limit 1`.execute(
    site.database.db,
  );
  const service = rows[0];
  const preview = await app.request(`/api/services/${service.id}/preview-link`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      [SOCKET_ADDRESS_HEADER]: '127.0.0.1',
    },
    body: '{}',
  });
  if (preview.status !== 200)
    throw new Error(`preview link failed: ${preview.status} ${await preview.text()}`);
  // The demo has no mail set up, so nothing queued one: a waiting mail and a sent one, as the outbox holds them.
  const now = new Date().toISOString();
  await site.database.db
    .insertInto('mail_outbox')
    .values([
      {
        kind: 'inquiry-staff',
        toAddress: 'office@example.com',
        subject: 'New quote request',
        html: '<p>New</p>',
        text: 'New',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      },
      {
        kind: 'inquiry-staff',
        toAddress: 'office@example.com',
        subject: 'Sent',
        html: '',
        text: '',
        status: 'sent',
        attempts: 1,
        nextAttemptAt: now,
        createdAt: now,
        sentAt: now,
      },
    ])
    .execute();
}

export async function backUp(site: Site, file: string) {
  return writeBackupFile(site.database, site.storage, file);
}

/** The counts a restore loaded (what it did with the archive's secret is `backup-secrets.test.ts`'s). */
export async function restore(site: Site, file: string) {
  const { secret: _secret, ...counts } = await restoreBackup(
    site.database,
    site.storage,
    createReadStream(file),
    registry,
  );
  return counts;
}

/** Every row of every table, in key order, each value read as its kind (engine forms made equal). */
export async function allRows(database: Database, kinds: Map<string, StoredKind> = new Map()) {
  const result: Record<string, Record<string, unknown>[]> = {};
  for (const table of await readCatalog(database)) {
    const rows = (await database.db
      .selectFrom(table.name as never)
      .selectAll()
      .orderBy(table.columns[0].name as never)
      .execute()) as Record<string, unknown>[];
    result[table.name] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [
          column,
          read(kinds.get(`${table.name}.${column}`), value),
        ]),
      ),
    );
  }
  return result;
}

function read(kind: StoredKind | undefined, value: unknown) {
  if (value === null || kind === undefined || kind === 'plain') return value;
  if (kind === 'boolean') return decodeBoolean(value);
  if (kind === 'timestamp') return decodeTimestamp(value);
  return decodeJson(value, value);
}

/** What PostgreSQL knows of each column (`table.column` → kind): how to read SQLite's rows alike. */
export async function columnKinds(postgres: Database) {
  const kinds = new Map<string, StoredKind>();
  for (const table of await readCatalog(postgres))
    for (const column of table.columns) kinds.set(`${table.name}.${column.name}`, column.kind);
  return kinds;
}

/** Every stored file's bytes by key. */
export async function allFiles(storage: MediaStorage) {
  const files = new Map<string, Buffer>();
  for await (const key of storage.list()) {
    const stored = await storage.get(key);
    files.set(key, Buffer.from(await new Response(stored!.body).arrayBuffer()));
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}
