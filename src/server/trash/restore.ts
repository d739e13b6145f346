import 'server-only';
import type { Transaction } from 'kysely';
import type { AnyModule } from '@/kit/define-module';
import { alwaysHasValue, WRITE_ONLY_KINDS } from '@/kit/fields';
import { inSentence } from '@/kit/label-words';
import type { AnyRecord } from '@/kit/record-types';
import type { ModuleLookup } from '@/kit/registry';
import { prepareValues } from '@/server/records/prepare-values';
import { decodeRow, encodeValues, type Values } from '@/server/records/storage';
import { keptTranslations } from '@/server/records/translations';
import { assertReferencesValid } from '@/server/records/write-checks';
import { ApiError, conflict } from '../api/errors';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  notNullViolationColumn,
  violatedColumn,
} from '../db/driver-errors';
import type { Engine } from '../db/engine';
import { moduleTables } from '../db/module-tables';
import type { DatabaseSchema } from '../db/schema';

/**
 * The snapshot's field values. A snapshot kept before a field was added lacks it: the field takes
 * its declared default, as on create (a sort order left out takes the column's).
 */
function fieldValues(module: AnyModule, record: AnyRecord): Values {
  const kept = Object.fromEntries(
    Object.entries(module.fields)
      .filter(
        ([name, definition]) => !WRITE_ONLY_KINDS.includes(definition.kind) && Object.hasOwn(record, name),
      )
      .map(([name]) => [name, record[name] ?? null]),
  );
  const { values } = prepareValues(module, kept, 'create');
  // Internal columns kept with the snapshot come back as they were; absent, the column's default.
  for (const column of module.internalColumns) {
    if (Object.hasOwn(record, column) && record[column] !== null) values[column] = record[column];
  }
  return values;
}

/** A field every record must have, with no default to fill it, missing from the snapshot: named in a 409. */
function assertRequiredPresent(module: AnyModule, values: Values) {
  const missing = Object.entries(module.fields).filter(
    ([name, definition]) =>
      !WRITE_ONLY_KINDS.includes(definition.kind) &&
      alwaysHasValue(definition) &&
      (values[name] === null || values[name] === undefined || values[name] === ''),
  );
  if (!missing.length) return;
  const singular = inSentence(module.label.singular);
  throw conflict(
    Object.fromEntries(
      missing.map(([name, definition]) => [
        name,
        [`${definition.label} is missing from the kept ${singular}`],
      ]),
    ),
    `Cannot restore: the kept ${singular} has no ${missing.map(([, definition]) => definition.label).join(', ')}, which every ${singular} needs`,
  );
}

/** A restore that would clash with what changed meanwhile is refused whole: a slug now taken. */
async function assertSlugFree(trx: Transaction<DatabaseSchema>, module: AnyModule, values: Values) {
  const slugField = module.slugField;
  if (!slugField || typeof values[slugField] !== 'string') return;
  const slug = values[slugField] as string;
  const holder = await moduleTables(trx)
    .selectFrom(module.table)
    .select(['id', module.titleField])
    .where(slugField, '=', slug)
    .executeTakeFirst();
  if (!holder) return;
  const singular = inSentence(module.label.singular);
  const holderTitle = String(holder[module.titleField] ?? `#${holder.id}`);
  throw conflict(
    { [slugField]: [`“${slug}” is now the slug of the ${singular} “${holderTitle}” (#${holder.id})`] },
    `Cannot restore: the slug “${slug}” is now used by another ${singular}, “${holderTitle}”. Change that ${singular}’s slug, then restore this one.`,
  );
}

/** Everything the record refers to (images, lists of images, categories) must still be there. */
async function assertReferencesStillExist(
  trx: Transaction<DatabaseSchema>,
  module: AnyModule,
  values: Values,
  registry: ModuleLookup,
) {
  try {
    await assertReferencesValid(moduleTables(trx), module, values, undefined, registry);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw conflict(
        error.errors ?? {},
        `Cannot restore: something this ${inSentence(module.label.singular)} refers to no longer exists`,
      );
    }
    throw error;
  }
}

/**
 * Puts a trashed record back in its table with the same id, fields and references, inside the
 * caller's transaction, and answers it as the API returns records.
 */
export async function putBack(
  trx: Transaction<DatabaseSchema>,
  engine: Engine,
  module: AnyModule,
  record: AnyRecord,
  registry: ModuleLookup,
): Promise<AnyRecord> {
  const values = { ...fieldValues(module, record), ...keptTranslations(module.fields, engine, record) };
  assertRequiredPresent(module, values);
  await assertSlugFree(trx, module, values);
  await assertReferencesStillExist(trx, module, values, registry);
  const now = new Date().toISOString();
  try {
    const row = await moduleTables(trx)
      .insertInto(module.table)
      .values({
        ...encodeValues(module, engine, values),
        id: record.id,
        createdAt: typeof record.createdAt === 'string' ? record.createdAt : now,
        updatedAt: typeof record.updatedAt === 'string' ? record.updatedAt : now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return decodeRow(module, row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const column = violatedColumn(error);
      const field = column ? module.fields[column] : undefined;
      if (column && field) {
        // A subscriber's address that signed up again meanwhile, a user's e-mail taken.
        const singular = inSentence(module.label.singular);
        const value = String(values[column] ?? '');
        throw conflict(
          { [column]: [`“${value}” now belongs to another ${singular}`] },
          `Cannot restore: another ${singular} now has the ${field.label.toLowerCase()} “${value}”`,
        );
      }
      throw conflict(
        { _: ['A value of this record is now used by another one'] },
        'Cannot restore: a value of this record is now used by another one',
      );
    }
    const column = notNullViolationColumn(error);
    if (column) {
      const label = module.fields[column]?.label ?? column;
      throw conflict(
        { [column]: [`${label} is missing from the kept record`] },
        `Cannot restore: the kept record has no ${label}, which is required`,
      );
    }
    if (isForeignKeyViolation(error)) {
      throw conflict(
        { _: ['A referenced record no longer exists'] },
        'Cannot restore: a referenced record no longer exists',
      );
    }
    throw error;
  }
}
