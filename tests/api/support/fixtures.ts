import type { AnyModule } from '@/kit/define-module';
import {
  type Field,
  type FieldKind,
  JSON_KINDS,
  localizedFieldNames,
  type TextField,
  WRITE_ONLY_KINDS,
} from '@/kit/fields';
import { findModuleByKey } from '@/registry';
import { moduleApi } from './module-api';
import type { TestContext } from './test-app';

export type Values = Record<string, unknown>;

/** Ids of existing records that reference fields point at, by the referenced module's key. */
export type ReferenceIds = Record<string, number>;

let recordCounter = 0;

const clip = (text: string, max: number | undefined) => text.slice(0, max ?? 255).trim();

/** `Door lock service` → `door-lock-service` (or with another separator). */
const joined = (words: string, separator = '-') =>
  words
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator);

/** Real values of the shapes text fields declare with `pattern`: add one when a new shape appears. */
const PATTERN_SAMPLES = [
  '90012',
  'GTM-5XK2ZQ7',
  'G-4XK2ZQ7ABC',
  '34.07725, -118.26065',
  '/free-quote?utm_source=google&utm_campaign=spring',
  '4.8',
];

function patterned(definition: TextField): string {
  const regex = definition.pattern?.regex;
  const sample = PATTERN_SAMPLES.find((candidate) => regex?.test(candidate));
  if (!sample) throw new Error(`No sample matches ${regex}: add one to PATTERN_SAMPLES`);
  return sample;
}

/** A valid value of one field, as a client would send it; `tag` keeps records distinct. */
export function validValue(definition: Field, tag: string, references: ReferenceIds = {}): unknown {
  switch (definition.kind) {
    case 'text':
      if (definition.pattern) return patterned(definition);
      if (definition.format === 'email') return `${tag}@example.com`;
      if (definition.format === 'url' || definition.format === 'https') return `https://example.com/${tag}`;
      if (definition.format === 'link') return `/${tag}`;
      if (definition.format === 'phone') return '+1 (213) 555-0100';
      return clip(`${tag} ${definition.label}`, definition.max);
    case 'textarea':
      return clip(`${definition.label} of ${tag}`, definition.max);
    case 'richText':
      return `<p>${definition.label} of <strong>${tag}</strong></p>`;
    case 'slug':
      return tag;
    case 'boolean':
      // The opposite of the default, so a value that was not stored cannot pass for one that was.
      return !definition.default;
    case 'integer': {
      const min = definition.min ?? 0;
      return Math.min(min + 3, definition.max ?? Number.MAX_SAFE_INTEGER);
    }
    case 'sortOrder':
      return 7;
    case 'money':
      return 129_900;
    case 'enum':
      return definition.options[definition.options.length - 1];
    case 'stringList':
      return definition.itemFormat === 'email'
        ? [`first-${tag}@example.com`, `second-${tag}@example.com`]
        : [`first ${tag}`, `second ${tag}`];
    case 'specList':
      return [
        { label: 'Resolution', value: `4K ${tag}` },
        { label: 'Storage', value: `30 days ${tag}` },
      ];
    case 'toggles':
      // Every switch off: a stored set cannot pass for the default (every switch on).
      return Object.fromEntries(Object.keys(definition.options).map((key) => [key, false]));
    // The end of a start/end pair a day after its start.
    case 'date':
      return definition.after ? '2024-05-07' : '2024-05-06';
    case 'datetime': {
      // A minute of its own per record: a datetime may be unique (a booked survey's start).
      const minutes = [...tag].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 20_000, 0);
      const start = Date.UTC(2024, 4, 6, 7, 8, 9) + minutes * 60_000;
      return new Date(definition.after ? start + 86_400_000 : start).toISOString();
    }
    case 'image':
      // Media items need an upload; the reference stays empty here.
      return null;
    case 'imageList':
      return [];
    case 'reference': {
      const id = references[definition.module];
      if (id === undefined) throw new Error(`No ${definition.module} record prepared: use recordMaker()`);
      return id;
    }
    case 'password':
    case 'secret':
      return `Secret value of ${tag}`;
  }
}

/** A value of the wrong type for a field of this kind (or, for enums, a value outside the options). */
export const wrongTypeValues: Record<FieldKind, unknown> = {
  text: 12345,
  textarea: 12345,
  richText: { html: '<p>x</p>' },
  slug: 'Not A Slug!',
  boolean: 'yes',
  integer: 'many',
  sortOrder: 'first',
  money: 'ten dollars',
  enum: 'not-one-of-the-options',
  stringList: 'not a list',
  date: '2024-02-31',
  datetime: 'next tuesday',
  image: 'picture.png',
  imageList: 'picture.png',
  reference: 'the parent',
  specList: 'Resolution: 4K',
  toggles: 'on',
  password: 12345,
  secret: 12345,
};

/** Kinds whose stored value is never empty, so `null` is a wrong value for them too. */
export const neverNullKinds: FieldKind[] = [
  'boolean',
  'stringList',
  'imageList',
  'specList',
  'toggles',
  'sortOrder',
  'password',
];

/** Kinds held at their value by a whole-record PUT that leaves them out. */
export const keptOnReplaceKinds: FieldKind[] = ['sortOrder', 'slug', 'password', 'secret'];

/** A value of `definition` that reads like `words` (an address, a path or an option when it must be). */
export function wordsValue(definition: Field, words: string): unknown {
  switch (definition.kind) {
    case 'text':
      if (definition.pattern) return patterned(definition);
      if (definition.format === 'email') return `${joined(words, '.')}@example.com`;
      if (definition.format === 'url' || definition.format === 'https')
        return `https://example.com/${joined(words)}`;
      if (definition.format === 'link') return `/${joined(words)}`;
      if (definition.format === 'phone') return '+1 (213) 555-0100';
      return words;
    case 'textarea':
      return words;
    case 'richText':
      return `<p>${words}</p>`;
    case 'enum': {
      const hash = [...words].reduce((sum, char) => sum + char.charCodeAt(0), 0);
      return definition.options[hash % definition.options.length];
    }
    default:
      throw new Error(`A ${definition.kind} field cannot read like words`);
  }
}

/** A search field people type words into, when the module has one; else its first. */
export const wordsSearchField = (module: AnyModule) =>
  module.searchFields.find((name) => {
    const definition = module.fields[name];
    return definition.kind === 'textarea' || (definition.kind === 'text' && !definition.format);
  }) ?? module.searchFields[0];

/** The title field's value that reads like `words`. */
export const titleValue = (module: AnyModule, words: string) =>
  wordsValue(module.fields[module.titleField], words);

/** `count` distinct title values in ascending order. */
export function orderedTitles(module: AnyModule, count = 3): unknown[] {
  const definition = module.fields[module.titleField];
  if (definition.kind === 'enum') return [...definition.options].sort().slice(0, count);
  return ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']
    .slice(0, count)
    .map((words) => wordsValue(definition, words));
}

function nextTag(module: AnyModule) {
  recordCounter += 1;
  return `${module.key}-${recordCounter}-${Date.now().toString(36)}`;
}

/** A record with every declared field set to a valid value. */
export function fullRecord(module: AnyModule, overrides: Values = {}, references: ReferenceIds = {}): Values {
  const tag = nextTag(module);
  const values: Values = {};
  for (const [name, definition] of Object.entries(module.fields))
    values[name] = validValue(definition, tag, references);
  return { ...values, ...overrides };
}

/** A record with only the required fields. */
export function minimalRecord(
  module: AnyModule,
  overrides: Values = {},
  references: ReferenceIds = {},
): Values {
  const tag = nextTag(module);
  const values: Values = {};
  for (const [name, definition] of Object.entries(module.fields)) {
    if (definition.required) values[name] = validValue(definition, tag, references);
  }
  return { ...values, ...overrides };
}

/** Records of one module whose references point at records that exist. */
export interface RecordMaker {
  /** Every declared field set. */
  full(overrides?: Values): Values;
  /** Only the required fields. */
  minimal(overrides?: Values): Values;
  /** Only the required fields, the title reading like `words` (and a slug left to the server). */
  titled(words: string, overrides?: Values): Values;
  /** The referenced records, by module key. */
  references: ReferenceIds;
  /** Referenced records stored in the module's own table (nesting): a suite must not delete them. */
  ownRecordIds: number[];
}

/**
 * Prepares the records `module`'s reference fields point at, creating one record of each referenced
 * module through the API (after the records that one needs in turn).
 */
export async function recordMaker(t: TestContext, module: AnyModule, token: string): Promise<RecordMaker> {
  const references: ReferenceIds = {};
  // The module's own records are full (every reference set); the records they point at are minimal.
  const prepare = async (of: AnyModule, depth: number) => {
    for (const definition of Object.values(of.fields)) {
      if (definition.kind !== 'reference' || references[definition.module] !== undefined) continue;
      if (depth > 0 && !definition.required) continue;
      const target = findModuleByKey(definition.module);
      if (!target) throw new Error(`${of.key} refers to unknown module ${definition.module}`);
      if (depth > 5) throw new Error(`The required references of ${module.key} go round in a circle`);
      await prepare(target, depth + 1);
      const created = await moduleApi(t, target, token).created(minimalRecord(target, {}, references));
      references[definition.module] = created.id;
    }
  };
  await prepare(module, 0);
  return {
    full: (overrides = {}) => fullRecord(module, overrides, references),
    minimal: (overrides = {}) => minimalRecord(module, overrides, references),
    titled: (words, overrides = {}) =>
      minimalRecord(module, { [module.titleField]: titleValue(module, words), ...overrides }, references),
    references,
    ownRecordIds: references[module.key] === undefined ? [] : [references[module.key]],
  };
}

export const requiredFieldNames = (module: AnyModule) =>
  Object.entries(module.fields)
    .filter(([, definition]) => definition.required)
    .map(([name]) => name);

export const fieldNamesOfKind = (module: AnyModule, ...kinds: FieldKind[]) =>
  Object.entries(module.fields)
    .filter(([, definition]) => kinds.includes(definition.kind))
    .map(([name]) => name);

/** Fields an answer carries: all but the write-only ones. */
export const readableFieldNames = (module: AnyModule) =>
  Object.entries(module.fields)
    .filter(([, definition]) => !WRITE_ONLY_KINDS.includes(definition.kind))
    .map(([name]) => name);

export const writeOnlyFieldNames = (module: AnyModule) => fieldNamesOfKind(module, ...WRITE_ONLY_KINDS);

/** The keys of a record in every answer, sorted: a module with localized fields says how it reads. */
export const recordKeys = (module: AnyModule) =>
  [
    'createdAt',
    'id',
    'updatedAt',
    ...readableFieldNames(module),
    ...Object.keys(module.computed),
    ...(localizedFieldNames(module.fields).length ? ['translation'] : []),
  ].sort();

/** What a field holds when a whole-record write left it out. */
export function defaultOf(definition: Field): unknown {
  if (definition.kind === 'boolean') return definition.default;
  if (definition.kind === 'enum') return definition.default ?? null;
  if (definition.kind === 'toggles')
    return Object.fromEntries(Object.keys(definition.options).map((key) => [key, true]));
  return JSON_KINDS.includes(definition.kind) ? [] : null;
}
