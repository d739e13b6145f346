import { sql } from 'kysely';
import type { MigrationKit, ProjectMigration } from '../migration-kit';

/**
 * The site in Spanish: every field declared `localized` gets a `{field}_es` column beside its
 * English one (which keeps the content it has: it is the English), and `needsTranslation_es` marks
 * the records whose Spanish lags behind; every record there is now has no Spanish yet, so all are
 * marked. Settings pages with localized fields keep the same keys in their stored JSON.
 */

type TranslatedColumn = readonly [field: string, type: 'json' | 'text' | `varchar(${number})`];

const SEO: TranslatedColumn[] = [
  ['seoTitle', 'varchar(70)'],
  ['seoDescription', 'varchar(160)'],
];

/** The localized fields of each module's table, with the column type of their English. */
const TABLES: Record<string, readonly TranslatedColumn[]> = {
  services: [['title', 'varchar(120)'], ['summary', 'varchar(300)'], ['body', 'text'], ...SEO],
  cctv: [
    ['title', 'varchar(120)'],
    ['summary', 'varchar(300)'],
    ['body', 'text'],
    ['features', 'json'],
  ],
  cctv_packages: [
    ['resolution', 'varchar(60)'],
    ['storage', 'varchar(60)'],
    ['priceNote', 'varchar(120)'],
    ['features', 'json'],
  ],
  blogs: [['title', 'varchar(160)'], ['excerpt', 'varchar(400)'], ['body', 'text'], ...SEO],
  contents: [['title', 'varchar(160)'], ['body', 'text'], ...SEO],
  faqs: [
    ['question', 'varchar(250)'],
    ['answer', 'text'],
    ['category', 'varchar(80)'],
  ],
  jobs: [
    ['title', 'varchar(160)'],
    ['description', 'text'],
    ['requirements', 'text'],
    ['salaryRange', 'varchar(80)'],
  ],
  portfolios: [
    ['title', 'varchar(160)'],
    ['description', 'text'],
  ],
  product_categories: [
    ['name', 'varchar(120)'],
    ['description', 'varchar(1000)'],
  ],
  products: [['summary', 'varchar(300)'], ['description', 'text'], ['specs', 'json'], ...SEO],
  banners: [
    ['title', 'varchar(120)'],
    ['text', 'varchar(500)'],
  ],
  sliders: [
    ['title', 'varchar(120)'],
    ['subtitle', 'varchar(300)'],
    ['buttonText', 'varchar(40)'],
  ],
};

/** Settings pages with localized fields: their stored rows are marked as lacking Spanish. */
const SETTINGS_KEYS = ['homepage', 'about', 'email'];

const columnType = (kit: MigrationKit, type: TranslatedColumn[1]) =>
  type === 'json' ? kit.types.json : type;

export default {
  async up(db, kit) {
    for (const [table, columns] of Object.entries(TABLES)) {
      for (const [field, type] of columns) {
        await db.schema.alterTable(table).addColumn(`${field}_es`, columnType(kit, type)).execute();
      }
      await db.schema
        .alterTable(table)
        .addColumn('needsTranslation_es', kit.types.boolean, (c) =>
          c.notNull().defaultTo(kit.booleanValue(true)),
        )
        .execute();
      await db.schema
        .createIndex(`${table}_needs_translation_es`)
        .on(table)
        .column('needsTranslation_es')
        .execute();
    }
    const rows: { key: string; value: unknown }[] = await db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', SETTINGS_KEYS)
      .execute();
    for (const row of rows) {
      const stored = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
      const marked = JSON.stringify({ ...stored, needsTranslation_es: true });
      await sql`update settings set value = ${kit.engine === 'postgres' ? sql`${marked}::jsonb` : marked} where key = ${row.key}`.execute(
        db,
      );
    }
  },
  async down(db) {
    for (const [table, columns] of Object.entries(TABLES).toReversed()) {
      await db.schema.dropIndex(`${table}_needs_translation_es`).execute();
      await db.schema.alterTable(table).dropColumn('needsTranslation_es').execute();
      for (const [field] of columns.toReversed()) {
        await db.schema.alterTable(table).dropColumn(`${field}_es`).execute();
      }
    }
  },
} satisfies ProjectMigration;
