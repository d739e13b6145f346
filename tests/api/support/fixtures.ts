import type { AnyModule } from '@/modules/kit/define-module';
import type { Field, FieldKind } from '@/modules/kit/fields';

export type Values = Record<string, unknown>;

let recordCounter = 0;

const clip = (text: string, max: number | undefined) => text.slice(0, max ?? 255).trim();

/** A valid value of one field, as a client would send it; `tag` keeps records distinct. */
export function validValue(definition: Field, tag: string): unknown {
  switch (definition.kind) {
    case 'text':
      if (definition.format === 'email') return `${tag}@example.com`;
      if (definition.format === 'url' || definition.format === 'https') return `https://example.com/${tag}`;
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
      return [`first ${tag}`, `second ${tag}`];
    case 'date':
      return '2024-05-06';
    case 'datetime':
      return '2024-05-06T07:08:09.000Z';
    case 'image':
      // Media items need an upload; the reference stays empty here.
      return null;
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
};

/** Kinds whose stored value is never empty, so `null` is a wrong value for them too. */
export const neverNullKinds: FieldKind[] = ['boolean', 'stringList', 'sortOrder'];

function nextTag(module: AnyModule) {
  recordCounter += 1;
  return `${module.key}-${recordCounter}-${Date.now().toString(36)}`;
}

/** A record with every declared field set to a valid value. */
export function fullRecord(module: AnyModule, overrides: Values = {}): Values {
  const tag = nextTag(module);
  const values: Values = {};
  for (const [name, definition] of Object.entries(module.fields)) values[name] = validValue(definition, tag);
  return { ...values, ...overrides };
}

/** A record with only the required fields. */
export function minimalRecord(module: AnyModule, overrides: Values = {}): Values {
  const tag = nextTag(module);
  const values: Values = {};
  for (const [name, definition] of Object.entries(module.fields)) {
    if (definition.required) values[name] = validValue(definition, tag);
  }
  return { ...values, ...overrides };
}

/** A record whose title field reads `title` (and whose slug, if any, is left to the server). */
export function titledRecord(module: AnyModule, title: string, overrides: Values = {}): Values {
  return minimalRecord(module, { [module.titleField]: title, ...overrides });
}

export const requiredFieldNames = (module: AnyModule) =>
  Object.entries(module.fields)
    .filter(([, definition]) => definition.required)
    .map(([name]) => name);

export const fieldNamesOfKind = (module: AnyModule, kind: FieldKind) =>
  Object.entries(module.fields)
    .filter(([, definition]) => definition.kind === kind)
    .map(([name]) => name);
