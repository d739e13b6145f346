import 'server-only';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { AnyModule, RecordOfModule } from '@/kit/define-module';
import { isLocalized, storedAlways } from '@/kit/fields';
import type { ListFilterValue } from '@/kit/list-query-schemas';
import {
  DEFAULT_LOCALE,
  type Locale,
  needsTranslationColumn,
  type TranslatedLocale,
  translationColumn,
} from '@/kit/locales';
import { periodErrors } from '@/kit/periods';
import type { ModuleLookup } from '@/kit/registry';
import type { ListPage, ListParams as PagedListParams } from '@/lib/paged-lists';
import { conflict, invalidInput, notFound } from '@/server/api/errors';
import { isForeignKeyViolation, isUniqueViolation, violatedColumn } from '@/server/db/driver-errors';
import type { Database } from '@/server/db/engine';
import { takeTurnsWriting } from '@/server/db/locks';
import { type ModuleTables, moduleTables } from '@/server/db/module-tables';
import type { DatabaseSchema } from '@/server/db/schema';
import { searchTerms } from '@/server/db/search-text';
import { engineValues } from '@/server/db/values';
import { MAX_SLUG_LENGTH, prepareValues, slugFrom, type WriteMode } from './prepare-values';
import { decodeRow, encodeValues, recordColumns, type Values } from './storage';
import { marksAfterEnglishWrite, translationColumns } from './translations';
import { assertReferencesValid } from './write-checks';

/** A list read as the admin sends it, its filters parsed (a reference filter is an id). */
export type ListParams = Omit<PagedListParams, 'filters'> & {
  filters?: Record<string, ListFilterValue>;
  /** Only these records. */
  ids?: number[];
  /** The language localized fields are read, searched and sorted in. Default: English. */
  locale?: Locale;
  /** Only records whose translation into this language lags behind their English. */
  needsTranslation?: TranslatedLocale;
};

/**
 * A localized field's value as a list in `locale` shows it, for a sort: the translation, else the
 * English. Any other field, or English, is its own column.
 */
function sortedValue(module: AnyModule, name: string, locale: Locale): string | RawBuilder<unknown> {
  const definition = module.fields[name];
  if (locale === DEFAULT_LOCALE || !definition || !isLocalized(definition)) return name;
  return sql`coalesce(${sql.ref(translationColumn(name, locale))}, ${sql.ref(name)})`;
}

/** The columns a search in `locale` looks at: the searched fields, and their translations into it. */
function searchedColumns(module: AnyModule, locale: Locale): string[] {
  if (locale === DEFAULT_LOCALE) return module.searchFields;
  return module.searchFields.flatMap((name) =>
    isLocalized(module.fields[name]) ? [translationColumn(name, locale), name] : [name],
  );
}

/** Whether a sortable column can hold no value: a field whose column may be left empty. */
function mayBeEmpty(module: AnyModule, column: string): boolean {
  const field = module.fields[column];
  return field !== undefined && !storedAlways(field);
}

/**
 * The queries of a list page: its rows (filtered, searched, sorted, then by id so paging is
 * stable) and the count of every matching row. Apart from `listRecords` so that a test can ask
 * the engine how it would run them (`tests/api/sort-indexes.test.ts`).
 */
export function listQueries(database: Database, module: AnyModule, params: ListParams) {
  const db = moduleTables(database.db);
  const codec = engineValues(database.engine);
  let query = db.selectFrom(module.table);
  if (params.ids) query = query.where('id', 'in', params.ids);
  for (const [name, raw] of Object.entries(params.filters ?? {})) {
    if (raw === undefined) continue;
    const kind = module.fields[name]?.kind;
    query = query.where(name, '=', kind === 'boolean' ? codec.encodeBoolean(raw === 'true') : raw);
  }
  const hidden = module.hiddenUnlessAsked;
  if (hidden && params.filters?.[hidden.field] === undefined && !params.ids) {
    query = query.where(hidden.field, '!=', hidden.value);
  }
  if (params.needsTranslation) {
    query = query.where(needsTranslationColumn(params.needsTranslation), '=', codec.encodeBoolean(true));
  }
  const locale = params.locale ?? DEFAULT_LOCALE;
  const q = params.q?.trim();
  if (q) {
    const columns = searchedColumns(module, locale);
    query = query.where((eb) =>
      eb.and(searchTerms(q).map((term) => codec.containsTextInAny(eb, columns, term))),
    );
  }
  const sort = params.sort ?? module.defaultSort.field;
  const order = params.order ?? (params.sort ? 'asc' : module.defaultSort.order);
  const value = sortedValue(module, sort, locale);
  let rows = query.select(recordColumns(module, locale));
  // Empty values last both ways, as the sort indexes (`kit.sortIndexes`) hold them: PostgreSQL
  // puts them first in a descending order unless told; SQLite in an ascending one, so there the
  // rows are sorted by whether the value is empty first. A value never empty is sorted as it is.
  if (!mayBeEmpty(module, sort)) rows = rows.orderBy(value, order);
  else if (database.engine === 'postgres') rows = rows.orderBy(value, (item) => item[order]().nullsLast());
  else if (order === 'asc')
    rows = rows
      .orderBy(sql`${typeof value === 'string' ? sql.ref(value) : value} is null`)
      .orderBy(value, 'asc');
  else rows = rows.orderBy(value, 'desc');
  return {
    rows: rows
      .orderBy('id', order)
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    count: query.select((eb) => eb.fn.countAll<number>().as('total')),
  };
}

/** A page of records, and how many match in all. */
export async function listRecords<M extends AnyModule>(
  database: Database,
  module: M,
  params: ListParams,
): Promise<ListPage<RecordOfModule<M>>> {
  const queries = listQueries(database, module, params);
  const offset = (params.page - 1) * params.pageSize;
  const rows = await queries.rows.execute();
  // A page that is not full is the last one and tells the total: counting (every matching row
  // read again) is needed only when more may follow or the page is past the end.
  const total =
    rows.length < params.pageSize && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : Number((await queries.count.executeTakeFirstOrThrow()).total);
  const locale = params.locale ?? DEFAULT_LOCALE;
  return {
    data: rows.map((row) => decodeRow(module, row, locale)),
    total,
    page: params.page,
    pageSize: params.pageSize,
  };
}

export async function findRecord<M extends AnyModule>(
  database: Database,
  module: M,
  id: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RecordOfModule<M> | null> {
  const row = await moduleTables(database.db)
    .selectFrom(module.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? decodeRow(module, row, locale) : null;
}

export interface WriteResult<R> {
  record: R;
  previous: R | null;
  changedFields: string[];
}

/** Where a write happens: the caller's transaction, and the modules a reference may point at. */
export interface WriteContext {
  database: Database;
  trx: Transaction<DatabaseSchema>;
  registry: ModuleLookup;
}

/** A slug made from the title that no other record of the module uses yet. */
async function freeSlug(
  trx: Kysely<ModuleTables>,
  module: AnyModule,
  source: string,
  exceptId?: number,
): Promise<string> {
  const base = slugFrom(source);
  // Shortened so that `-N` still fits the slug's length when the base is taken.
  const stem = base.slice(0, MAX_SLUG_LENGTH - 8).replace(/-+$/, '');
  const taken = new Set(
    (
      await trx
        .selectFrom(module.table)
        .select(module.slugField!)
        .where(module.slugField!, 'like', `${stem}%`)
        .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
        .execute()
    ).map((row) => row[module.slugField!] as string),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${stem}-${suffix}`)) return `${stem}-${suffix}`;
}

function assertRequiredPresent(module: AnyModule, values: Values) {
  const errors: Record<string, string[]> = {};
  for (const [name, definition] of Object.entries(module.fields)) {
    if (
      definition.required &&
      Object.hasOwn(values, name) &&
      (values[name] === null || values[name] === '')
    ) {
      errors[name] = [`${definition.label} is required`];
    }
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
}

/** Maps constraint violations to the API's 409 / 400 answers. */
function translateConstraintError(module: AnyModule, error: unknown): never {
  if (isUniqueViolation(error)) {
    const column = violatedColumn(error) ?? module.slugField ?? 'id';
    const label = module.fields[column]?.label ?? column;
    throw conflict({ [column]: [`This ${label.toLowerCase()} is already taken`] });
  }
  if (isForeignKeyViolation(error)) {
    throw invalidInput({ _: ['A referenced record does not exist'] }, 'A referenced record does not exist');
  }
  throw error;
}

/** Creates (id undefined) or updates a record inside the caller's transaction. */
export async function writeRecord<M extends AnyModule>(
  { database, trx, registry }: WriteContext,
  module: M,
  input: Values,
  mode: WriteMode,
  id?: number,
): Promise<WriteResult<RecordOfModule<M>>> {
  const db = moduleTables(trx);
  const previousRow =
    id === undefined
      ? null
      : await db.selectFrom(module.table).selectAll().where('id', '=', id).executeTakeFirst();
  if (id !== undefined && !previousRow) throw notFound(`${module.label.singular} not found`);
  const previous = previousRow ? decodeRow(module, previousRow) : null;

  const { values, slugMissing } = prepareValues(module, input, mode);
  assertRequiredPresent(module, values);
  const outOfOrder = periodErrors(module.fields, values, previous);
  if (Object.keys(outOfOrder).length) throw invalidInput(outOfOrder);
  await assertReferencesValid(db, module, values, id, registry);
  const assignsSortOrder =
    mode === 'create' && module.sortOrderField !== null && values[module.sortOrderField] === undefined;
  if (slugMissing || assignsSortOrder) await takeTurnsWriting(db, database.engine, module.table);
  if (slugMissing) {
    const source = (values[module.titleField] ?? previous?.[module.titleField] ?? '') as string;
    values[module.slugField!] = await freeSlug(db, module, source, id);
  }
  if (assignsSortOrder) {
    const { last } = await db
      .selectFrom(module.table)
      .select((eb) => eb.fn.max(module.sortOrderField!).as('last'))
      .executeTakeFirstOrThrow();
    values[module.sortOrderField!] = last === null ? 0 : Number(last) + 1;
  }

  const now = new Date().toISOString();
  const encoded = {
    ...encodeValues(module, database.engine, values),
    ...marksAfterEnglishWrite(module.fields, database.engine, values, previous),
  };
  try {
    const row =
      id === undefined
        ? await db
            .insertInto(module.table)
            .values({ ...encoded, createdAt: now, updatedAt: now })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await db
            .updateTable(module.table)
            .set({ ...encoded, updatedAt: now })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
    const record: RecordOfModule<M> = decodeRow(module, row);
    // A password given is a password changed: its hash is never compared.
    const changedFields = Object.keys(values).filter(
      (name) =>
        !previous ||
        module.fields[name]?.kind === 'password' ||
        JSON.stringify(previous[name]) !== JSON.stringify(record[name]),
    );
    return { record, previous, changedFields };
  } catch (error) {
    translateConstraintError(module, error);
  }
}

/** A deleted record, and the values of its internal columns (a subscriber's unsubscribe token). */
export interface DeletedRecord<R> {
  record: R;
  internal: Values;
}

export async function deleteRecord<M extends AnyModule>(
  trx: Transaction<DatabaseSchema>,
  module: M,
  id: number,
): Promise<DeletedRecord<RecordOfModule<M>>> {
  try {
    const row = await moduleTables(trx)
      .deleteFrom(module.table)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(`${module.label.singular} not found`);
    // Translations are kept with the internal columns: a record back from the trash has them again.
    const kept = [...module.internalColumns, ...translationColumns(module.fields)];
    const internal = Object.fromEntries(kept.map((column) => [column, row[column]]));
    return { record: decodeRow(module, row), internal };
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict({ _: ['Other records use this one'] }, 'This record is in use and cannot be deleted');
    }
    throw error;
  }
}

/** Sets `sortOrder` to each id's position; every id must exist and appear once. Answers the records. */
export async function reorderRecords<M extends AnyModule>(
  trx: Transaction<DatabaseSchema>,
  module: M,
  ids: number[],
): Promise<RecordOfModule<M>[]> {
  const db = moduleTables(trx);
  const found = await db.selectFrom(module.table).selectAll().where('id', 'in', ids).execute();
  if (found.length !== ids.length) {
    const known = new Set(found.map((row) => row.id));
    const missing = ids.filter((id) => !known.has(id));
    throw invalidInput({ ids: [`Unknown ${module.label.singular} id(s): ${missing.join(', ')}`] });
  }
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable(module.table)
      .set({ [module.sortOrderField!]: position })
      .where('id', '=', id)
      .execute();
  }
  return found.map((row) => decodeRow(module, row));
}
