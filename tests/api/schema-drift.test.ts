import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyModule } from '@/kit/define-module';
import { alwaysHasValue, columnOf, type Field, JSON_KINDS, localizedFieldNames } from '@/kit/fields';
import { needsTranslationColumn, TRANSLATED_LOCALES, translationColumn } from '@/kit/locales';
import { createSchema } from '@/kit/schemas';
import type { z } from '@/lib/zod';
import { findModuleByKey, modules } from '@/registry';
import type { Database } from '@/server/db/engine';
import { readCatalog } from '@/server/db/table-catalog';
import { translationColumns } from '@/server/records/translations';
import { neverNullKinds } from './support/fixtures';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/**
 * Declarations and migrations cannot drift apart: every module's migrated table has exactly the
 * declared columns, required fields are NOT NULL, and each column can hold every value the API
 * accepts for its field (type family, NULL where the API may clear it, length of texts).
 */

interface Column {
  name: string;
  notNull: boolean;
  /** Lower-case type: `integer`, `varchar(120)`, `text`, `boolean`, `jsonb`, `timestamptz`... */
  type: string;
  /** Declared length of a varchar column. */
  maxLength: number | null;
}

async function columnsOf({ db, engine }: Database, table: string): Promise<Column[]> {
  if (engine === 'sqlite') {
    const { rows } = await sql<{ name: string; type: string; notnull: number; pk: number }>`
      select name, type, "notnull", pk from pragma_table_info(${table})`.execute(db);
    return rows.map((row) => ({
      name: row.name,
      notNull: row.notnull === 1 || row.pk === 1,
      type: row.type.toLowerCase(),
      maxLength: Number(row.type.match(/\((\d+)\)/)?.[1] ?? Number.NaN) || null,
    }));
  }
  const { rows } = await sql<{
    column_name: string;
    is_nullable: string;
    udt_name: string;
    character_maximum_length: number | null;
  }>`
    select column_name, is_nullable, udt_name, character_maximum_length from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.map((row) => ({
    name: row.column_name,
    notNull: row.is_nullable === 'NO',
    type: row.udt_name,
    maxLength: row.character_maximum_length,
  }));
}

/** Column → referenced table, for each foreign key of `table`. */
async function foreignKeysOf({ db, engine }: Database, table: string): Promise<Map<string, string>> {
  if (engine === 'sqlite') {
    const { rows } = await sql<{ from: string; table: string }>`
      select "from", "table" from pragma_foreign_key_list(${table})`.execute(db);
    return new Map(rows.map((row) => [row.from, row.table]));
  }
  const { rows } = await sql<{ column_name: string; foreign_table: string }>`
    select kcu.column_name, ccu.table_name as foreign_table
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
      and tc.table_name = ${table}`.execute(db);
  return new Map(rows.map((row) => [row.column_name, row.foreign_table]));
}

/** Column types that can hold a field of this kind, per engine. */
function acceptsKind(definition: Field, type: string): boolean {
  const integer = /^(int|integer|int4|int8|bigint)$/.test(type);
  const text = /^(text|varchar|varchar\(\d+\)|character varying)$/.test(type);
  switch (definition.kind) {
    case 'boolean':
      return testEngine === 'postgres' ? type === 'bool' : integer;
    case 'integer':
    case 'sortOrder':
    case 'money':
    case 'image':
    case 'reference':
      return integer;
    case 'datetime':
      return testEngine === 'postgres' ? type === 'timestamptz' : text;
    case 'date':
      return type === 'date' || text;
    default:
      if (JSON_KINDS.includes(definition.kind)) return testEngine === 'postgres' ? type === 'jsonb' : text;
      return text;
  }
}

const NUMBER_KINDS: Field['kind'][] = ['integer', 'sortOrder', 'money', 'image', 'reference'];

/** Whether the API's own validation lets this value into the field. */
function accepts(module: AnyModule, name: string, value: unknown): boolean {
  return (createSchema(module).shape as Record<string, z.ZodType>)[name].safeParse(value).success;
}

/** The longest text the API accepts for a field, or null for fields that are not text. */
function longestAccepted(definition: Field): number | null {
  switch (definition.kind) {
    case 'text':
      return definition.max ?? 255;
    case 'textarea':
      return definition.max ?? 5_000;
    case 'richText':
      return 200_000;
    case 'slug':
      return 120;
    case 'enum':
      return Math.max(...definition.options.map((option) => option.length));
    default:
      return null;
  }
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

for (const module of modules) {
  describe(`table ${module.table} of module ${module.key} (${testEngine})`, () => {
    let columns: Map<string, Column>;
    /** The column a field is stored in. */
    const columnFor = (name: string) => columns.get(columnOf(name, module.fields[name]));
    beforeAll(async () => {
      columns = new Map((await columnsOf(t.database, module.table)).map((column) => [column.name, column]));
    });

    it('has exactly the columns id, createdAt, updatedAt, the declared fields and internal columns', () => {
      const expected = [
        'id',
        'createdAt',
        'updatedAt',
        ...Object.entries(module.fields).map(([name, definition]) => columnOf(name, definition)),
        ...module.internalColumns,
        ...translationColumns(module.fields),
      ];
      expect([...columns.keys()].sort()).toEqual(expected.sort());
    });

    it("gives each localized field's translation its English column's type, empty until translated", () => {
      for (const name of localizedFieldNames(module.fields)) {
        const english = columnFor(name);
        for (const locale of TRANSLATED_LOCALES) {
          const translated = columns.get(translationColumn(name, locale));
          expect(translated?.type, `${name} (${locale})`).toBe(english?.type);
          expect(translated?.maxLength ?? null, `${name} (${locale})`).toBe(english?.maxLength ?? null);
          expect(translated?.notNull, `${name} (${locale})`).toBe(false);
        }
      }
      for (const locale of localizedFieldNames(module.fields).length ? TRANSLATED_LOCALES : []) {
        expect(columns.get(needsTranslationColumn(locale))?.notNull, locale).toBe(true);
      }
    });

    it('makes id, createdAt, updatedAt, every required field and every field always set NOT NULL', () => {
      for (const name of ['id', 'createdAt', 'updatedAt'])
        expect(columns.get(name)?.notNull, name).toBe(true);
      for (const [name, definition] of Object.entries(module.fields)) {
        if (definition.required || neverNullKinds.includes(definition.kind))
          expect(columnFor(name)?.notNull, name).toBe(true);
      }
    });

    it('lets NULL into every optional field the API can clear', () => {
      for (const [name, definition] of Object.entries(module.fields)) {
        const clearable =
          !alwaysHasValue(definition) &&
          !neverNullKinds.includes(definition.kind) &&
          definition.kind !== 'slug';
        if (clearable) expect(columnFor(name)?.notNull, name).toBe(false);
      }
    });

    it("makes each reference a foreign key to the referenced module's table", async () => {
      const foreignKeys = await foreignKeysOf(t.database, module.table);
      for (const [name, definition] of Object.entries(module.fields)) {
        if (definition.kind !== 'reference') continue;
        expect(foreignKeys.get(name), name).toBe(findModuleByKey(definition.module)?.table);
      }
    });

    it('gives each field a column type of its kind, large enough for every accepted value', () => {
      for (const [name, definition] of Object.entries(module.fields)) {
        const column = columnFor(name);
        expect(column && acceptsKind(definition, column.type), `${name}: ${column?.type}`).toBe(true);
        const longest = longestAccepted(definition);
        if (longest !== null && column?.maxLength) {
          expect(column.maxLength, name).toBeGreaterThanOrEqual(longest);
        }
        // SQLite integers are 64-bit; a PostgreSQL `integer` stops at 2^31 - 1.
        if (NUMBER_KINDS.includes(definition.kind) && column?.type === 'int4') {
          expect(accepts(module, name, 2 ** 31), `${name} accepts numbers its column cannot hold`).toBe(
            false,
          );
        }
      }
    });
  });
}

describe(`table preview_links (${testEngine})`, () => {
  it('has the columns the preview links are kept in, all required, the issuer a user', async () => {
    const columns = await columnsOf(t.database, 'preview_links');
    expect(columns.map((column) => column.name).sort()).toEqual(
      [
        'createdAt',
        'expiresAt',
        'id',
        'issuedBy',
        'issuerTokenVersion',
        'module',
        'recordId',
        'tokenHash',
      ].sort(),
    );
    for (const column of columns) expect(column.notNull, column.name).toBe(true);
    // A SHA-256 in hex, and every module key.
    expect(columns.find((column) => column.name === 'tokenHash')?.maxLength).toBeGreaterThanOrEqual(64);
    const longestKey = Math.max(...modules.map((module) => module.key.length));
    expect(columns.find((column) => column.name === 'module')?.maxLength).toBeGreaterThanOrEqual(longestKey);
    expect(await foreignKeysOf(t.database, 'preview_links')).toEqual(new Map([['issuedBy', 'users']]));
  });

  it('is in the backup catalogue, after the users it references', async () => {
    const names = (await readCatalog(t.database)).map((table) => table.name);
    expect(names).toContain('preview_links');
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('preview_links'));
  });
});
