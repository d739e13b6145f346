import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { field } from '@/kit/fields';
import { modules } from '@/registry';
import { migrationKit } from '@/server/db/migration-kit';
import { moduleMigration } from '@/server/db/module-migration';
import { translationColumns } from '@/server/records/translations';
import { everyKindModule, loadGeneratedMigration, thingModule } from '../support/generated-migration';

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
}

let db: Kysely<unknown> | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

/** Runs a generated migration on an empty in-memory SQLite database; its columns and CREATE statement. */
async function applied(source: string, before?: (db: Kysely<unknown>) => Promise<void>) {
  db = new Kysely({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  await before?.(db);
  await (await loadGeneratedMigration('unit', source)).up(db, migrationKit('sqlite'));
  const { rows } = await sql<ColumnInfo>`select * from pragma_table_info('every_kind')`.execute(db);
  const created = await sql<{ sql: string }>`select sql from sqlite_master where name = 'every_kind'`.execute(
    db,
  );
  const lowerCase = (row: ColumnInfo) => ({ ...row, type: row.type.toLowerCase() });
  return { columns: new Map(rows.map((row) => [row.name, lowerCase(row)])), statement: created.rows[0].sql };
}

describe('the migration written from a declaration', () => {
  it('creates the table with the column of each field kind, as the hand-written migrations do', async () => {
    const migration = moduleMigration(everyKindModule, modules, null);
    expect(migration.name).toBe('every_kind');
    const { columns, statement } = await applied(migration.source);
    const shape = (name: string) => {
      const column = columns.get(name);
      return (
        column &&
        `${column.type.toLowerCase()}${column.notnull ? ' not null' : ''}${column.dflt_value === null ? '' : ` = ${column.dflt_value}`}`
      );
    };
    expect(Object.fromEntries([...columns.keys()].map((name) => [name, shape(name)]))).toEqual({
      id: 'integer',
      title: 'varchar(90) not null',
      note: 'varchar(255)',
      summary: 'varchar(300)',
      body: 'text',
      slug: 'varchar(120) not null',
      published: 'integer not null = 1',
      rating: 'integer',
      count: 'integer',
      sortOrder: 'integer not null = 0',
      priceCents: 'integer',
      status: "varchar(7) not null = 'draft'",
      tags: "text not null = '[]'",
      // Localized fields: each translation beside its English, and the mark of a lagging one.
      summary_es: 'varchar(300)',
      tags_es: 'text',
      needsTranslation_es: 'integer not null = 1',
      startsOn: 'varchar(10)',
      seenAt: 'text',
      imageId: 'integer',
      imageIds: "text not null = '[]'",
      productId: 'integer not null',
      specs: "text not null = '[]'",
      sections: "text not null = '{}'",
      apiKey: 'text',
      createdAt: 'text not null',
      updatedAt: 'text not null',
    });
    expect(statement).toContain('"id" integer primary key autoincrement');
    expect(statement).toContain('"slug" varchar(120) not null unique');
    expect(statement).toContain('check ("rating" between 1 and 5)');
    expect(statement).toContain('check ("count" >= 0)');
    expect(statement).toContain(`check ("status" in ('draft', 'active', 'retired'))`);
    expect(statement).toContain('"imageId" integer references "media" ("id") on delete restrict');
    expect(statement).toContain(
      '"productId" integer not null references "products" ("id") on delete restrict',
    );
    expect(migration.source).toContain(
      "db.schema.createIndex('every_kind_product_id').on('every_kind').column('productId')",
    );
  });

  it('adds the columns of fields no migration creates yet, with the defaults rows already there need', async () => {
    const existing = new Set(['id', 'createdAt', 'updatedAt', 'title', 'slug', 'productId']);
    const narrowed = thingModule({
      title: everyKindModule.fields.title,
      slug: everyKindModule.fields.slug,
      productId: everyKindModule.fields.productId,
      featured: field.boolean('Featured', false),
      status: everyKindModule.fields.status,
      notes: field.textarea('Notes', { max: 2000 }),
    });
    const migration = moduleMigration(narrowed, modules, existing);
    expect(migration.name).toBe('every_kind_featured_status_notes');
    const { columns } = await applied(migration.source, async (database) => {
      await sql`create table every_kind (id integer primary key, title text not null, slug text, "productId" integer, "createdAt" text, "updatedAt" text)`.execute(
        database,
      );
      await sql`insert into every_kind (title) values ('already here')`.execute(database);
    });
    expect(columns.get('featured')).toMatchObject({ type: 'integer', notnull: 1, dflt_value: '0' });
    expect(columns.get('status')).toMatchObject({ type: 'varchar(7)', notnull: 1, dflt_value: "'draft'" });
    expect(columns.get('notes')).toMatchObject({ type: 'varchar(2000)', notnull: 0 });
  });

  it('refuses a required field without a default for a table that may hold rows', () => {
    const withRequired = thingModule({
      title: everyKindModule.fields.title,
      code: field.text('Code', { required: true }),
    });
    expect(() => moduleMigration(withRequired, modules, new Set(['id', 'title']))).toThrow(
      /code: the rows already in every_kind would have no value for it/,
    );
  });

  it('says there is nothing to do when every field has its column', () => {
    const services = modules.find((module) => module.key === 'services');
    const columns = new Set([
      'id',
      'createdAt',
      'updatedAt',
      ...Object.keys(services?.fields ?? {}),
      ...translationColumns(services?.fields ?? {}),
    ]);
    expect(() => services && moduleMigration(services, modules, columns)).toThrow(/Nothing to do/);
  });
});

describe('npm run db:migration, the command itself', () => {
  // The command as a developer runs it (tsx, ES modules): it loads the registry and the database,
  // and refuses clearly, writing nothing, when there is nothing to write.
  const run = (key: string) =>
    spawnSync('npm', ['run', '--silent', 'db:migration', key], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });

  it('refuses a key no module has, naming the modules', () => {
    const result = run('no-such-module');
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain(
      'No module "no-such-module" in src/registry/index.ts',
    );
    expect(`${result.stdout}${result.stderr}`).toContain('services, products');
  }, 60_000);

  it('refuses a module whose table already has every column', () => {
    const result = run('faqs');
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain(
      'Nothing to do: faqs already has a column for every field',
    );
  }, 60_000);
});
