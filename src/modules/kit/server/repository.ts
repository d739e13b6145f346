import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { findModuleByKey } from '@/modules/registry';
import { conflict, invalidInput, notFound } from '@/server/api/errors';
import { isForeignKeyViolation, isUniqueViolation, violatedColumn } from '@/server/db/driver-errors';
import type { Database } from '@/server/db/engine';
import { takeTurnsWriting } from '@/server/db/locks';
import type { DatabaseSchema } from '@/server/db/schema';
import { engineValues } from '@/server/db/values';
import type { AnyModule } from '../define-module';
import { MAX_SLUG_LENGTH, prepareValues, slugFrom, type WriteMode } from './prepare-values';
import { decodeRow, encodeValues, type Values } from './storage';
import { assertReferencesValid } from './write-checks';

// biome-ignore lint/suspicious/noExplicitAny: module tables are known by their declaration, not statically.
type AnyDb = Kysely<any>;

const tableDb = (database: Database) => database.db as unknown as AnyDb;

export interface ListParams {
  page: number;
  pageSize: number;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  filters?: Record<string, string | undefined>;
}

export interface ListResult {
  data: Values[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of records: filtered, searched, sorted (then by id, so paging is stable). */
export async function listRecords(
  database: Database,
  module: AnyModule,
  params: ListParams,
): Promise<ListResult> {
  const db = tableDb(database);
  const codec = engineValues(database.engine);
  let query = db.selectFrom(module.table);
  for (const [name, raw] of Object.entries(params.filters ?? {})) {
    if (raw === undefined) continue;
    const kind = module.fields[name]?.kind;
    query = query.where(name, '=', kind === 'boolean' ? codec.encodeBoolean(raw === 'true') : raw);
  }
  const q = params.q?.trim();
  if (q) {
    query = query.where((eb) =>
      eb.or(module.searchFields.map((column) => codec.containsText(eb, column, q))),
    );
  }
  const sort = params.sort ?? module.defaultSort.field;
  const order = params.order ?? (params.sort ? 'asc' : module.defaultSort.order);
  const [rows, counted] = await Promise.all([
    query
      .selectAll()
      .orderBy(sort, order)
      .orderBy('id', order)
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => decodeRow(module, row)),
    total: Number(counted.total),
    page: params.page,
    pageSize: params.pageSize,
  };
}

export async function findRecord(database: Database, module: AnyModule, id: number): Promise<Values | null> {
  const row = await tableDb(database)
    .selectFrom(module.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? decodeRow(module, row) : null;
}

export interface WriteResult {
  record: Values;
  previous: Values | null;
  changedFields: string[];
}

/** A slug made from the title that no other record of the module uses yet. */
async function freeSlug(trx: AnyDb, module: AnyModule, source: string, exceptId?: number): Promise<string> {
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
export async function writeRecord(
  database: Database,
  trx: Transaction<DatabaseSchema>,
  module: AnyModule,
  input: Values,
  mode: WriteMode,
  id?: number,
): Promise<WriteResult> {
  const db = trx as unknown as AnyDb;
  const previousRow =
    id === undefined
      ? null
      : await db.selectFrom(module.table).selectAll().where('id', '=', id).executeTakeFirst();
  if (id !== undefined && !previousRow) throw notFound(`${module.label.singular} not found`);
  const previous = previousRow ? decodeRow(module, previousRow) : null;

  const { values, slugMissing } = prepareValues(module, input, mode);
  assertRequiredPresent(module, values);
  await assertReferencesValid(db, module, values, id, (key) => findModuleByKey(key)?.table);
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
  const encoded = encodeValues(module, database.engine, values);
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
    const record = decodeRow(module, row);
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

export async function deleteRecord(
  trx: Transaction<DatabaseSchema>,
  module: AnyModule,
  id: number,
): Promise<Values> {
  const db = trx as unknown as AnyDb;
  try {
    const row = await db.deleteFrom(module.table).where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw notFound(`${module.label.singular} not found`);
    return row;
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict({ _: ['Other records use this one'] }, 'This record is in use and cannot be deleted');
    }
    throw error;
  }
}

/** Sets `sortOrder` to each id's position; every id must exist and appear once. */
export async function reorderRecords(
  trx: Transaction<DatabaseSchema>,
  module: AnyModule,
  ids: number[],
): Promise<void> {
  const db = trx as unknown as AnyDb;
  const found = await db.selectFrom(module.table).select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) {
    const known = new Set(found.map((row) => row.id as number));
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
}
