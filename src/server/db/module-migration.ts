import type { AnyModule } from '@/kit/define-module';
import {
  alwaysHasValue,
  columnOf,
  type Field,
  isLocalized,
  localizedFieldNames,
  storedAlways,
} from '@/kit/fields';
import { needsTranslationColumn, TRANSLATED_LOCALES, translationColumn } from '@/kit/locales';
import { sortableColumns } from '@/kit/sortable-columns';

/**
 * The source of a module's migration, written from its declaration: the whole table for a new
 * module, or the columns of fields no migration has created yet. Each field kind's column is the
 * one the hand-written migrations use (and `tests/api/schema-drift.test.ts` holds).
 */

/** A column as migration code: its name, its type expression and the calls on its builder. */
interface ColumnCode {
  name: string;
  type: string;
  calls: string[];
  /** The column cannot be added to a table that may hold rows (a value is needed for them). */
  needsValueForRows: boolean;
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (values: readonly string[]) => `[${values.map(quote).join(', ')}]`;

/** Lengths of the texts the API accepts, where the kind has one (see `src/kit/schemas.ts`). */
const DEFAULT_TEXT_MAX = 255;
const DEFAULT_TEXTAREA_MAX = 5_000;
const SLUG_MAX = 120;
const PASSWORD_HASH_MAX = 255;

function columnCode(
  name: string,
  definition: Field,
  tableOf: (moduleKey: string) => string | undefined,
): ColumnCode {
  const column = columnOf(name, definition);
  const calls: string[] = [];
  let type: string;
  let defaultValue: string | null = null;
  let notNull = alwaysHasValue(definition);
  switch (definition.kind) {
    case 'text':
      type = `'varchar(${definition.max ?? DEFAULT_TEXT_MAX})'`;
      break;
    case 'textarea':
      type = `'varchar(${definition.max ?? DEFAULT_TEXTAREA_MAX})'`;
      break;
    case 'richText':
    case 'secret':
      type = "'text'";
      break;
    case 'slug':
      type = `'varchar(${SLUG_MAX})'`;
      notNull = true;
      calls.push('unique()');
      break;
    case 'password':
      type = `'varchar(${PASSWORD_HASH_MAX})'`;
      break;
    case 'boolean':
      type = 'kit.types.boolean';
      notNull = true;
      defaultValue = `kit.booleanValue(${definition.default})`;
      break;
    case 'integer': {
      type = "'integer'";
      const { min, max } = definition;
      if (min !== undefined && max !== undefined)
        calls.push(`check(kit.between(${quote(column)}, ${min}, ${max}))`);
      else if (min !== undefined) calls.push(`check(kit.atLeast(${quote(column)}, ${min}))`);
      else if (max !== undefined) calls.push(`check(kit.atMost(${quote(column)}, ${max}))`);
      break;
    }
    case 'sortOrder':
      type = "'integer'";
      notNull = true;
      defaultValue = '0';
      break;
    case 'money':
      type = "'integer'";
      break;
    case 'enum':
      type = `'varchar(${Math.max(...definition.options.map((option) => option.length))})'`;
      calls.push(`check(kit.oneOf(${quote(column)}, ${list(definition.options)}))`);
      if (definition.default !== undefined) defaultValue = quote(definition.default);
      break;
    case 'date':
      type = "'varchar(10)'";
      break;
    case 'datetime':
      type = 'kit.types.timestamp';
      break;
    case 'image':
      type = "'integer'";
      calls.push("references('media.id')", "onDelete('restrict')");
      break;
    case 'reference': {
      const table = tableOf(definition.module);
      if (!table) throw new Error(`${name} refers to module "${definition.module}", which is not registered`);
      type = "'integer'";
      calls.push(`references(${quote(`${table}.id`)})`, "onDelete('restrict')");
      break;
    }
    case 'stringList':
    case 'imageList':
    case 'specList':
      type = 'kit.types.json';
      notNull = true;
      defaultValue = quote('[]');
      break;
    case 'toggles':
      type = 'kit.types.json';
      notNull = true;
      defaultValue = quote('{}');
      break;
  }
  if (defaultValue !== null) calls.unshift(`defaultTo(${defaultValue})`);
  if (notNull) calls.unshift('notNull()');
  return {
    name: column,
    type,
    calls,
    needsValueForRows: (notNull && defaultValue === null) || calls.includes('unique()'),
  };
}

/**
 * The columns of a localized field's translations (`title_es`): the English column's type, empty
 * until translated, with none of its rules (a translation may be missing).
 */
function translationColumnCodes(
  name: string,
  definition: Field,
  tableOf: (key: string) => string | undefined,
) {
  if (!isLocalized(definition)) return [];
  const { type } = columnCode(name, definition, tableOf);
  return TRANSLATED_LOCALES.map(
    (locale): ColumnCode => ({
      name: translationColumn(name, locale),
      type,
      calls: [],
      needsValueForRows: false,
    }),
  );
}

/** The marks of records whose translation lags behind their English: set until translated. */
const needsTranslationCodes = (): ColumnCode[] =>
  TRANSLATED_LOCALES.map((locale) => ({
    name: needsTranslationColumn(locale),
    type: 'kit.types.boolean',
    calls: ['notNull()', 'defaultTo(kit.booleanValue(true))'],
    needsValueForRows: false,
  }));

/** Every column of the fields `names`: each field's own, then its translations'. */
function columnsOfFields(module: AnyModule, names: string[], modules: readonly AnyModule[]): ColumnCode[] {
  const tableOf = tableOfModule(modules);
  return names.flatMap((name) => [
    columnCode(name, module.fields[name], tableOf),
    ...translationColumnCodes(name, module.fields[name], tableOf),
  ]);
}

const addColumn = ({ name, type, calls }: ColumnCode) =>
  `addColumn(${quote(name)}, ${type}${calls.length ? `, (c) => c.${calls.join('.')}` : ''})`;

/** `productId` → `product_id`, for index names. */
const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function referenceIndexes(module: AnyModule, names: string[]): string[] {
  return names
    .filter((name) => module.fields[name].kind === 'reference')
    .map(
      (name) =>
        `    await db.schema.createIndex(${quote(`${module.table}_${snake(name)}`)}).on(${quote(module.table)}).column(${quote(name)}).execute();`,
    );
}

/**
 * The indexes of the orders a list that grows offers (a module without a hand-made order), for
 * those of `columns` it sorts by (see `kit.sortIndexes`); a slug has its unique index already.
 */
function sortIndexes(module: AnyModule, columns: string[]): string[] {
  if (module.sortOrderField) return [];
  return sortableColumns(module)
    .filter((column) => columns.includes(column) && module.fields[column]?.kind !== 'slug')
    .map((column) => {
      const field = module.fields[column];
      const mayBeEmpty = field !== undefined && !storedAlways(field);
      return `    await kit.sortIndexes(db, ${quote(module.table)}, ${quote(column)}, { mayBeEmpty: ${mayBeEmpty} });`;
    });
}

const HEADER = "import type { ProjectMigration } from '../migration-kit';";
const tableOfModule = (modules: readonly AnyModule[]) => (key: string) =>
  modules.find((each) => each.key === key)?.table;

/** The migration that creates a new module's table: id, its fields' columns, createdAt and updatedAt. */
export function createTableMigration(module: AnyModule, modules: readonly AnyModule[]): string {
  const names = Object.keys(module.fields);
  const columns = [
    ...columnsOfFields(module, names, modules),
    ...(localizedFieldNames(module.fields).length > 0 ? needsTranslationCodes() : []),
  ];
  return [
    HEADER,
    '',
    `/** The table of module "${module.key}", written from its declaration by \`npm run db:migration ${module.key}\`. */`,
    'export default {',
    '  async up(db, kit) {',
    `    let table = kit.id(db.schema.createTable(${quote(module.table)}));`,
    ...columns.map((column) => `    table = table.${addColumn(column)};`),
    '    await kit.timestamps(table).execute();',
    ...referenceIndexes(module, names),
    ...sortIndexes(module, ['createdAt', 'updatedAt', ...names]),
    '  },',
    '  async down(db) {',
    `    await db.schema.dropTable(${quote(module.table)}).execute();`,
    '  },',
    '} satisfies ProjectMigration;',
    '',
  ].join('\n');
}

/**
 * The migration that adds the columns of `fieldNames` to a module's existing table. Refused for a
 * field that rows already there would have no value for (a required field with no default, a slug).
 */
export function addColumnsMigration(
  module: AnyModule,
  modules: readonly AnyModule[],
  fieldNames: string[],
): string {
  const columns = columnsOfFields(module, fieldNames, modules);
  // The table's first localized field brings the marks of records whose translation lags.
  const firstLocalized = localizedFieldNames(module.fields).every((name) => fieldNames.includes(name));
  if (firstLocalized && fieldNames.some((name) => isLocalized(module.fields[name])))
    columns.push(...needsTranslationCodes());
  const refused = columns.filter((column) => column.needsValueForRows).map((column) => column.name);
  if (refused.length > 0)
    throw new Error(
      `${refused.join(', ')}: the rows already in ${module.table} would have no value for it. Make the field optional (or give it a default), or write this migration by hand.`,
    );
  const alter = (column: ColumnCode) =>
    `    await db.schema.alterTable(${quote(module.table)}).${addColumn(column)}.execute();`;
  const dropIndexes = referenceIndexes(module, fieldNames).map((line) =>
    line.replace(/createIndex\(('[^']+')\).*$/, 'dropIndex($1).execute();'),
  );
  const drop = (column: ColumnCode) =>
    `    await db.schema.alterTable(${quote(module.table)}).dropColumn(${quote(column.name)}).execute();`;
  const up = [...columns.map(alter), ...sortIndexes(module, fieldNames)];
  const dropSortIndexes = sortIndexes(module, fieldNames).flatMap((line) => {
    const [, table, column, mayBeEmpty] =
      /sortIndexes\(db, '([^']+)', '([^']+)', \{ mayBeEmpty: (true|false)/.exec(line) ?? [];
    const name = `${table}_sort_${snake(column)}`;
    return [
      ...(mayBeEmpty === 'true'
        ? [`    await db.schema.dropIndex(${quote(`${name}_empty_last`)}).execute();`]
        : []),
      `    await db.schema.dropIndex(${quote(name)}).execute();`,
    ];
  });
  return [
    HEADER,
    '',
    `/** New fields of module "${module.key}": ${fieldNames.join(', ')}, written by \`npm run db:migration ${module.key}\`. */`,
    'export default {',
    up.some((line) => line.includes('kit.')) ? '  async up(db, kit) {' : '  async up(db) {',
    ...up,
    ...referenceIndexes(module, fieldNames),
    '  },',
    '  async down(db) {',
    ...dropSortIndexes,
    ...dropIndexes,
    ...columns.toReversed().map(drop),
    '  },',
    '} satisfies ProjectMigration;',
    '',
  ].join('\n');
}

export interface ModuleMigration {
  /** The file name's part after the number: `warranties`, `warranties_notes`. */
  name: string;
  source: string;
}

/**
 * What a module's declaration needs of the schema that the migrations give it: its table when
 * `existingColumns` is null (no table yet), else the columns of fields no migration creates. Throws
 * when there is nothing to do.
 */
export function moduleMigration(
  module: AnyModule,
  modules: readonly AnyModule[],
  existingColumns: ReadonlySet<string> | null,
): ModuleMigration {
  const fileName = module.key.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
  if (existingColumns === null) return { name: fileName, source: createTableMigration(module, modules) };
  const missing = Object.entries(module.fields)
    .filter(([name, definition]) => !existingColumns.has(columnOf(name, definition)))
    .map(([name]) => name);
  const internal = module.internalColumns.filter((column) => !existingColumns.has(column));
  const untranslatable = localizedFieldNames(module.fields).filter(
    (name) =>
      existingColumns.has(name) &&
      TRANSLATED_LOCALES.some((locale) => !existingColumns.has(translationColumn(name, locale))),
  );
  if (untranslatable.length > 0)
    throw new Error(
      `${untranslatable.join(', ')} of ${module.table} became localized: add its translation columns by hand (as 0042_spanish.ts does).`,
    );
  if (internal.length > 0)
    throw new Error(
      `${module.table} has no ${internal.join(', ')} (internal columns have no declared kind): write this migration by hand.`,
    );
  if (missing.length === 0)
    throw new Error(`Nothing to do: ${module.table} already has a column for every field of ${module.key}.`);
  return {
    name: `${fileName}_${missing.map((name) => snake(name)).join('_')}`.slice(0, 60),
    source: addColumnsMigration(module, modules, missing),
  };
}
