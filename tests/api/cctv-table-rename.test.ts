import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cctvModule } from '@/modules/cctv/module';
import { SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';
import type { Database } from '@/server/db/engine';
import { knownMigrations, migrateTo, migrateToLatest } from '@/server/db/migrate';
import { type MigrationDb, migrationKit } from '@/server/db/migration-kit';
import { currentTableName, RENAMED_TABLES } from '@/server/db/renamed-tables';
import { readCatalog } from '@/server/db/table-catalog';
import { engineValues } from '@/server/db/values';
import { adminAppFor } from '../support/admin-app';
import { backUp, freshSqliteSite, removeSite, restore, siteOn } from './support/backup-site';
import { TEST_SECRET } from './support/test-app';
import { createUnmigratedTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/** Issue 19, item 1: the CCTV monitoring table takes its module's key, its rows and their ids kept. */

const RENAME = '0032_cctv_table';
const BEFORE_RENAME = knownMigrations()[knownMigrations().indexOf(RENAME) - 1];
const OLD_TABLE = 'cctv_monitoring';
const HOSTILE_BODY = '<p onclick="alert(1)">Agents on watch</p><script>alert(2)</script>';

const plans = [
  {
    title: 'After-hours watch',
    slug: 'after-hours-watch',
    summary: 'Agents watch the cameras at night.',
    body: HOSTILE_BODY,
    features: ['Talk-down speakers', 'Police dispatch'],
    priceMonthlyCents: 29_900,
    published: true,
    sortOrder: 1,
  },
  {
    title: 'Construction site watch',
    slug: 'construction-site-watch',
    summary: 'Towers watched from dusk to dawn.',
    body: null,
    features: [],
    priceMonthlyCents: null,
    published: false,
    sortOrder: 2,
  },
];

/** A media item and the two plans (the first showing it) stored in the table under its old name. */
async function fillOldTable({ db, engine }: Database) {
  const values = engineValues(engine);
  const now = values.encodeTimestamp('2026-01-05T10:00:00Z');
  const media = await db
    .insertInto('media' as never)
    .values({
      storageKey: 'a1b2c3.webp',
      mimeType: 'image/webp',
      width: 800,
      height: 600,
      sizeBytes: 1234,
      alt: 'A camera',
      variants: '[]',
      createdAt: now,
      updatedAt: now,
    } as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow();
  const mediaId = (media as { id: number }).id;
  // No ids given: the database counts them, so the counter must follow the table to its new name.
  await db
    .insertInto(OLD_TABLE as never)
    .values(
      plans.map((plan, index) => ({
        ...plan,
        features: values.encodeJson(plan.features),
        published: values.encodeBoolean(plan.published),
        imageId: index === 0 ? mediaId : null,
        createdAt: now,
        updatedAt: now,
      })) as never,
    )
    .execute();
  return mediaId;
}

async function tableNames(database: Database) {
  return (await readCatalog(database)).map((table) => table.name);
}

/** The names of the table's indexes, constraints and id counter, as the engine keeps them. */
async function namesBelongingTo({ db, engine }: Database, table: string): Promise<string[]> {
  if (engine === 'sqlite') {
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'index' and tbl_name = ${table}
      union all select name from sqlite_sequence where name = ${table}`.execute(db);
    return rows.map((row) => row.name).sort();
  }
  const { rows } = await sql<{ name: string }>`
    select conname as name from pg_constraint where conrelid = ${table}::regclass
    union select relname from pg_class
      where oid in (select indexrelid from pg_index where indrelid = ${table}::regclass)
    union select pg_get_serial_sequence(${table}, 'id')`.execute(db);
  // The counter is named with its schema; the rest without.
  return rows.map((row) => row.name.replace(/^public\./, '')).sort();
}

describe(`the CCTV monitoring table renamed on ${testEngine}, with data in it`, () => {
  let test: TestDatabase;
  let mediaId: number;
  let oldNames: string[];
  beforeAll(async () => {
    test = await createUnmigratedTestDatabase();
    await migrateTo(test.database, BEFORE_RENAME);
    mediaId = await fillOldTable(test.database);
    oldNames = await namesBelongingTo(test.database, OLD_TABLE);
    await migrateToLatest(test.database);
  });
  afterAll(() => test.destroy());

  it('leaves the rows under the module key, read back through the API with their ids', async () => {
    expect(cctvModule.table).toBe('cctv');
    const names = await tableNames(test.database);
    expect(names).toContain('cctv');
    expect(names).not.toContain(OLD_TABLE);

    const { app, token } = await adminAppFor(test.database, {
      secret: TEST_SECRET,
      email: 'owner@example.com',
    });
    const headers = { authorization: `Bearer ${token}`, [SOCKET_ADDRESS_HEADER]: '127.0.0.1' };
    const list = await app.request('/api/cctv', { headers });
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as { data: Record<string, unknown>[] };
    expect(data).toEqual([
      expect.objectContaining({ ...plans[0], id: 1, imageId: mediaId }),
      expect.objectContaining({ ...plans[1], id: 2, imageId: null }),
    ]);
    const one = await app.request('/api/cctv/2', { headers });
    expect(await one.json()).toEqual({ data: expect.objectContaining({ slug: 'construction-site-watch' }) });

    const created = await app.request('/api/cctv', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Home watch', summary: 'Weekends and holidays.' }),
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { data: { id: number } }).data.id).toBe(3);
  });

  it('keeps its constraints (unique slug, the image reference) and names them after the new table', async () => {
    const { db } = test.database;
    await expect(
      sql`insert into cctv (title, slug, summary, features, "createdAt", "updatedAt")
        select title, slug, summary, features, "createdAt", "updatedAt" from cctv where id = 1`.execute(db),
    ).rejects.toThrow(/unique/i);
    await expect(sql`delete from media where id = ${mediaId}`.execute(db)).rejects.toThrow(/foreign key/i);

    expect(oldNames.length).toBeGreaterThanOrEqual(testEngine === 'sqlite' ? 2 : 4);
    expect(oldNames.every((name) => name.includes(OLD_TABLE))).toBe(true);
    // Those the rename carried over: later migrations add the check of whom a plan is offered to
    // and the index of plans whose Spanish lags.
    const later = ['cctv_audience_check', 'cctv_needs_translation_es'];
    const carried = (await namesBelongingTo(test.database, 'cctv')).filter((name) => !later.includes(name));
    expect(carried).toEqual(oldNames.map((name) => name.replace(OLD_TABLE, 'cctv')).sort());
  });

  it('goes back down to the old name with its rows, and up again', async () => {
    await migrateTo(test.database, BEFORE_RENAME);
    expect(await tableNames(test.database)).toContain(OLD_TABLE);
    const { rows } = await sql<{ count: number }>`select count(*) as count from cctv_monitoring`.execute(
      test.database.db,
    );
    expect(Number(rows[0].count)).toBe(3);
    expect(await namesBelongingTo(test.database, OLD_TABLE)).toEqual(oldNames);
    await migrateToLatest(test.database);
    expect(await tableNames(test.database)).toContain('cctv');
  });
});

describe(`a backup taken before the rename restores on ${testEngine}`, () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('into the renamed table, each row checked as the module checks a write', async () => {
    const old = await freshSqliteSite();
    cleanup.push(
      () => old.database.close(),
      () => removeSite(old),
    );
    await migrateTo(old.database, BEFORE_RENAME);
    await fillOldTable(old.database);
    const file = path.join(old.folder, 'before-rename.tar.gz');
    const written = await backUp(old, file);
    expect(written.tables[OLD_TABLE]).toBe(2);

    const target = await createUnmigratedTestDatabase();
    const site = await siteOn(target.database);
    cleanup.push(
      () => target.destroy(),
      () => removeSite(site),
    );
    await restore(site, file);
    expect(await tableNames(target.database)).not.toContain(OLD_TABLE);
    const rows = await target.database.db
      .selectFrom('cctv' as never)
      .select(['id', 'slug', 'body'] as never[])
      .orderBy('id' as never)
      .execute();
    expect(rows).toEqual([
      // The old table's rich text is sanitised on the way in, as the module's own rows are.
      { id: 1, slug: 'after-hours-watch', body: '<p>Agents on watch</p>' },
      { id: 2, slug: 'construction-site-watch', body: null },
    ]);
  });
});

describe('the renamed tables', () => {
  it('map each former name to the table the migrations leave, which a module owns', () => {
    expect(RENAMED_TABLES).toEqual({ [OLD_TABLE]: 'cctv' });
    expect(currentTableName(OLD_TABLE)).toBe(cctvModule.table);
    expect(currentTableName('services')).toBe('services');
  });
});

describe(`the migration kit renames a table on ${testEngine}`, () => {
  it('with the indexes named after it, and no index named otherwise', async () => {
    const test = await createUnmigratedTestDatabase();
    try {
      const db: MigrationDb = test.database.db;
      const kit = migrationKit(test.database.engine);
      await kit.id(db.schema.createTable('old_things')).addColumn('title', 'varchar(40)').execute();
      await db.schema.createIndex('old_things_title').on('old_things').column('title').execute();
      await db.schema.createIndex('by_title').on('old_things').column('title').execute();
      await sql`insert into old_things (title) values ('kept')`.execute(db);
      await kit.renameTable(db, 'old_things', 'new_things');
      const { rows } = await sql`select id, title from new_things`.execute(db);
      expect(rows).toEqual([{ id: 1, title: 'kept' }]);
      const names = await namesBelongingTo(test.database, 'new_things');
      expect(names).toEqual(expect.arrayContaining(['by_title', 'new_things_title']));
      expect(names.filter((name) => name.includes('old_things'))).toEqual([]);
    } finally {
      await test.destroy();
    }
  });
});
