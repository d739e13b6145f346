import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnOf, localizedFieldNames } from '@/kit/fields';
import { TRANSLATED_LOCALES, translationColumn } from '@/kit/locales';
import { modules } from '@/registry';
import {
  type ColumnType,
  FIXED_TABLE_COLUMN_TYPES,
  INTERNAL_COLUMN_TYPES,
  RECORD_COLUMN_TYPES,
  translationMarkTypes,
} from '@/server/backup/column-types';
import { readCatalog } from '@/server/db/table-catalog';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/**
 * A restore checks every column no module field describes by the type `column-types.ts` gives it:
 * that list names every such column of the migrated schema, with the kind the engine keeps.
 */
describe(`the column types a restore checks, on ${testEngine}`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.destroy());

  /** Column → declared type, lower case (`integer`, `varchar(60)`, `timestamptz`...). */
  async function declaredTypes(table: string): Promise<Map<string, string>> {
    const { rows } =
      testEngine === 'sqlite'
        ? await sql<{ name: string; type: string }>`
            select name, type from pragma_table_info(${table})`.execute(test.database.db)
        : await sql<{ name: string; type: string }>`
            select column_name as name, case when character_maximum_length is null then udt_name
              else 'varchar(' || character_maximum_length || ')' end as type
            from information_schema.columns
            where table_schema = current_schema() and table_name = ${table}`.execute(test.database.db);
    return new Map(rows.map((row) => [row.name, row.type.toLowerCase()]));
  }

  /** The declared types that can hold a column of this type on the engine under test. */
  function accepts(type: ColumnType, declared: string): boolean {
    const postgres = testEngine === 'postgres';
    switch (type.kind) {
      case 'integer':
        return /^(integer|int4|int8|bigint)$/.test(declared);
      case 'boolean':
        return postgres ? declared === 'bool' : declared === 'integer';
      case 'timestamp':
        return postgres ? declared === 'timestamptz' : declared === 'text';
      case 'json':
        return postgres ? declared === 'jsonb' : declared === 'text';
      case 'text':
        return type.max === undefined ? declared === 'text' : declared === `varchar(${type.max})`;
    }
  }

  it('names every column of every table no module field describes, with its type', async () => {
    const mismatches: string[] = [];
    for (const table of await readCatalog(test.database)) {
      const module = modules.find((candidate) => candidate.table === table.name);
      // A localized field's translations are described by the field, as its own column is.
      const fieldColumns = new Set([
        ...Object.entries(module?.fields ?? {}).map(([name, definition]) => columnOf(name, definition)),
        ...TRANSLATED_LOCALES.flatMap((locale) =>
          localizedFieldNames(module?.fields ?? {}).map((name) => translationColumn(name, locale)),
        ),
      ]);
      const listed = module
        ? {
            ...RECORD_COLUMN_TYPES,
            ...INTERNAL_COLUMN_TYPES[table.name],
            ...translationMarkTypes(module.fields),
          }
        : FIXED_TABLE_COLUMN_TYPES[table.name];
      if (!listed) {
        mismatches.push(`${table.name}: not listed`);
        continue;
      }
      const declared = await declaredTypes(table.name);
      for (const [column, type] of declared) {
        if (fieldColumns.has(column)) continue;
        const expected = listed[column];
        if (!expected) mismatches.push(`${table.name}.${column}: not listed`);
        else if (!accepts(expected, type))
          mismatches.push(`${table.name}.${column}: ${type} is not ${JSON.stringify(expected)}`);
      }
      for (const column of Object.keys(listed))
        if (!declared.has(column)) mismatches.push(`${table.name}.${column}: no such column`);
    }
    expect(mismatches).toEqual([]);
  });
});
