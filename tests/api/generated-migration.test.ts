import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field } from '@/kit/fields';
import { modules } from '@/registry';
import { type MigrationDb, migrationKit } from '@/server/db/migration-kit';
import { moduleMigration } from '@/server/db/module-migration';
import { translationColumns } from '@/server/records/translations';
import { everyKindModule, loadGeneratedMigration, thingModule } from '../support/generated-migration';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

async function apply(source: string) {
  const migration = await loadGeneratedMigration(`api-${testEngine}`, source);
  await t.database.db.transaction().execute((trx) => migration.up(trx, migrationKit(testEngine)));
}

async function columnNames(table: string): Promise<string[]> {
  const { rows } =
    testEngine === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(t.database.db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(t.database.db);
  return rows.map((row) => row.name).sort();
}

describe(`a migration written from a declaration (${testEngine})`, () => {
  it('creates a table that takes a row of every kind, then adds the columns of a later field', async () => {
    await apply(moduleMigration(everyKindModule, modules, null).source);
    // The generated table is not in the application's schema type.
    const db: MigrationDb = t.database.db;
    const product = await db.selectFrom('products').select('id').executeTakeFirst();
    const category = product
      ? null
      : await db
          .insertInto('product_categories')
          .values({
            name: 'Cameras',
            slug: 'cameras',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
    const productId =
      product?.id ??
      (
        await db
          .insertInto('products')
          .values({
            name: 'Dome',
            slug: 'dome',
            categoryId: category?.id,
            specs: '[]',
            imageIds: '[]',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const now = '2026-01-01T00:00:00.000Z';
    await db
      .insertInto('every_kind')
      .values({ title: 'First', slug: 'first', productId, status: 'active', createdAt: now, updatedAt: now })
      .execute();
    // The database holds the constraints the declaration states.
    await expect(
      db
        .insertInto('every_kind')
        .values({ title: 'Bad', slug: 'bad', productId, status: 'lost', createdAt: now, updatedAt: now })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('every_kind')
        .values({ title: 'Orphan', slug: 'orphan', productId: 999_999, createdAt: now, updatedAt: now })
        .execute(),
    ).rejects.toThrow();

    const later = thingModule({
      ...everyKindModule.fields,
      warrantyMonths: field.integer('Months', { min: 1, max: 120 }),
      motto: field.text('Motto', { max: 80, localized: true }),
    });
    const existing = new Set(await columnNames('every_kind'));
    expect(existing).toContain('needsTranslation_es');
    const addition = moduleMigration(later, modules, existing);
    expect(addition.name).toBe('every_kind_warranty_months_motto');
    await apply(addition.source);
    expect(await columnNames('every_kind')).toEqual(
      [
        'id',
        'createdAt',
        'updatedAt',
        ...Object.keys(later.fields),
        ...translationColumns(later.fields),
      ].sort(),
    );
    const row = await db.selectFrom('every_kind').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'First', warrantyMonths: null, sortOrder: 0, motto_es: null });
    expect(() =>
      moduleMigration(later, modules, new Set([...existing, 'warrantyMonths', 'motto', 'motto_es'])),
    ).toThrow(/Nothing to do/);
    // A field that becomes localized after its column was made needs its translation added by hand.
    const localizedLater = thingModule({ ...later.fields, note: field.text('Note', { localized: true }) });
    expect(() =>
      moduleMigration(localizedLater, modules, new Set([...existing, 'warrantyMonths', 'motto', 'motto_es'])),
    ).toThrow(/note of every_kind became localized/);
  });
});
