import { withPasswordLength } from '@/lib/account-rules';
import type { ApiErrorBody } from '@/lib/api-error-body';
import { LINK_TARGET } from '@/lib/text-rules';
import { dateText, dateTimeText, safeText } from '@/lib/text-schemas';
import { z } from '@/lib/zod';
import { customCheck, stringListItem } from './field-rules';
import { alwaysHasValue, type Field, type FieldSet, type Fields, isLocalized, JSON_KINDS } from './fields';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * A number as people write it, with an extension if they have one: `(213) 555-0147 ext. 12`, `x12`,
 * `#12`, in any case. Without flags: the OpenAPI document copies the pattern's text, and a flag
 * would end up in it as a literal `/i` that no number matches.
 */
export const PHONE_PATTERN =
  /^[+()\d\s.-]{7,25}(?:\s*(?:[eE][xX][tT]\.?|[eE][xX][tT][eE][nN][sS][iI][oO][nN]|[xX]|#)\s*\d{1,6})?$/;

/** Record ids are 32-bit integers on both engines. */
export const MAX_RECORD_ID = 2 ** 31 - 1;
const DEFAULT_TEXT_MAX = 255;
const DEFAULT_TEXTAREA_MAX = 5_000;
const RICH_TEXT_MAX = 200_000;

/** "Title is required" when missing, "Title must be text" when of the wrong type. */
function typed(label: string, expected: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be ${expected}`,
  };
}

/** A text field of one line, or of several (`multiline`), held to the one text rule. */
const plainString = (label: string, multiline = false) =>
  safeText({ multiline, message: typed(label, 'text') });

/** The zod type of one field's value as the API accepts it (before optionality). */
function valueSchema(name: string, definition: Field): z.ZodType {
  const { label } = definition;
  switch (definition.kind) {
    case 'text': {
      let text = plainString(label)
        .trim()
        .max(definition.max ?? DEFAULT_TEXT_MAX, {
          message: `${label} must be at most ${definition.max ?? DEFAULT_TEXT_MAX} characters`,
        });
      if (definition.required) text = text.min(1, { message: `${label} is required` });
      if (definition.format === 'email') return text.pipe(z.email({ message: 'Enter a valid email' }));
      if (definition.format === 'url')
        return text.pipe(
          z.url({ protocol: /^https?$/, message: `${label} must be a web address (https://...)` }),
        );
      if (definition.format === 'https')
        return text.pipe(z.url({ protocol: /^https$/, message: `${label} must start with https://` }));
      if (definition.pattern)
        text = text.regex(definition.pattern.regex, { message: definition.pattern.message });
      if (definition.check) text = text.superRefine(customCheck(definition.check));
      if (definition.format === 'link')
        return text.regex(LINK_TARGET, {
          message: `${label} must be a path on this site (/...) or a web address (https://...)`,
        });
      if (definition.format === 'phone')
        return text.regex(PHONE_PATTERN, { message: `Enter a valid phone number` });
      return text;
    }
    case 'textarea':
    case 'richText': {
      const max = definition.kind === 'richText' ? RICH_TEXT_MAX : (definition.max ?? DEFAULT_TEXTAREA_MAX);
      const text = plainString(label, true)
        .trim()
        .max(max, { message: `${label} must be at most ${max} characters` });
      return definition.required ? text.min(1, { message: `${label} is required` }) : text;
    }
    case 'slug':
      return z
        .string(typed(label, 'text'))
        .trim()
        .max(120, { message: 'Slug must be at most 120 characters' })
        .regex(SLUG_PATTERN, { message: 'Use lowercase letters, digits and single dashes only' });
    case 'boolean':
      return z.boolean(typed(label, 'true or false'));
    case 'integer':
    case 'sortOrder': {
      let number = z.number(typed(label, 'a number')).int({ message: `${label} must be a whole number` });
      const min = definition.kind === 'integer' ? definition.min : 0;
      const max = definition.kind === 'integer' ? definition.max : 1_000_000;
      if (min !== undefined) number = number.min(min, { message: `${label} must be at least ${min}` });
      if (max !== undefined) number = number.max(max, { message: `${label} must be at most ${max}` });
      return number;
    }
    case 'money':
      return z
        .number(typed(label, 'an amount in cents'))
        .int({ message: `${label} must be in whole cents` })
        .min(0, { message: `${label} cannot be negative` })
        .max(MAX_RECORD_ID, { message: `${label} is too large` });
    case 'enum':
      return z.enum(definition.options as [string, ...string[]], {
        error: (issue) =>
          issue.input === undefined
            ? `${label} is required`
            : `${label} must be one of: ${definition.options.join(', ')}`,
      });
    case 'stringList': {
      return z
        .array(
          stringListItem(label, definition.itemFormat, typed(label, 'a list of texts')),
          typed(label, 'a list'),
        )
        .max(definition.maxItems ?? 50, {
          message: `${label} can have at most ${definition.maxItems ?? 50} items`,
        });
    }
    case 'date':
      return dateText({
        invalid: `${label} must be a date (YYYY-MM-DD)`,
        unreal: `${label} must be a real date`,
        message: typed(label, 'a date'),
      });
    case 'datetime':
      return dateTimeText(`${label} must be a date and time (ISO 8601)`);
    case 'image':
      return z
        .number(typed(label, 'a media item id'))
        .int()
        .positive({ message: `${label} must be a media item id` })
        .max(MAX_RECORD_ID, { message: `${label} must be a media item id` });
    case 'reference':
      return z
        .number(typed(label, 'a record id'))
        .int({ message: `${label} must be a record id` })
        .positive({ message: `${label} must be a record id` })
        .max(MAX_RECORD_ID, { message: `${label} must be a record id` });
    case 'imageList':
      return z
        .array(
          z
            .number()
            .int()
            .positive()
            .max(MAX_RECORD_ID, { message: `${label} must list media item ids` }),
          typed(label, 'a list of media item ids'),
        )
        .max(definition.maxItems ?? 20, {
          message: `${label} can have at most ${definition.maxItems ?? 20} images`,
        })
        .refine((ids) => new Set(ids).size === ids.length, { message: `${label} must not repeat an image` });
    case 'specList':
      return z
        .array(
          z.strictObject({
            label: plainString('Label').trim().min(1, { message: 'Label is required' }).max(80),
            value: plainString('Value').trim().min(1, { message: 'Value is required' }).max(300),
          }),
          typed(label, 'a list of label/value pairs'),
        )
        .max(definition.maxItems ?? 50, {
          message: `${label} can have at most ${definition.maxItems ?? 50} rows`,
        });
    case 'toggles':
      return z.strictObject(
        Object.fromEntries(
          Object.keys(definition.options).map((key) => [
            key,
            z.boolean(typed(key, 'true or false')).optional(),
          ]),
        ),
        typed(label, 'a set of on/off switches'),
      );
    case 'password':
      return withPasswordLength(safeText({ message: typed(label, 'text') }), label);
    case 'secret':
      return plainString(label)
        .min(1, { message: `${label} is required` })
        .max(1000);
    default:
      throw new Error(`Unknown field kind of ${name}`);
  }
}

/** Kinds whose column always holds a value: they can be left out, never cleared with null. */
const NEVER_EMPTY_KINDS: Field['kind'][] = ['boolean', 'sortOrder', 'password', ...JSON_KINDS];

/** Optional fields accept null (cleared) and, for texts, an empty string (stored as null). */
function optional(definition: Field, schema: z.ZodType) {
  const clearable = ['text', 'textarea', 'richText', 'slug', 'date', 'datetime'].includes(definition.kind)
    ? z.union([z.literal('').transform(() => null), schema])
    : schema;
  return NEVER_EMPTY_KINDS.includes(definition.kind) || alwaysHasValue(definition)
    ? schema.optional()
    : clearable.nullable().optional();
}

/** `create`: required fields must be there. `replace` (PUT) too, but a password may be left out (kept). */
function shape(fields: Fields, mode: 'create' | 'replace' | 'patch') {
  const entries = Object.entries(fields).map(([name, definition]) => {
    const schema = valueSchema(name, definition);
    const required =
      definition.required && (mode === 'create' || (mode === 'replace' && definition.kind !== 'password'));
    if (required) return [name, schema];
    return [name, optional(definition, schema)];
  });
  // A record read and sent back whole carries how it read in its language: taken and ignored.
  if (Object.values(fields).some(isLocalized)) entries.push([READ_ONLY_TRANSLATION_KEY, readOnlyTranslation]);
  return Object.fromEntries(entries);
}

/** The read-only `translation` facts of a record (`TranslationFacts`), accepted on a write and ignored. */
const READ_ONLY_TRANSLATION_KEY = 'translation';
const readOnlyTranslation = z
  .unknown()
  .optional()
  .describe(
    'Read-only: how the record read in its language. Ignored on a write; translations are written at /translations/{locale}.',
  );

/** Body of POST: every required field present, no unknown field. */
export function createSchema(module: FieldSet) {
  return z.strictObject(shape(module.fields, 'create'));
}

/** Body of PUT, the whole record: as for create, except that a password left out stays as it is. */
export function replaceSchema(module: FieldSet) {
  return z.strictObject(shape(module.fields, 'replace'));
}

/** Body of PATCH: any subset of the fields, at least one, no unknown field. */
export function patchSchema(module: FieldSet) {
  return z
    .strictObject(shape(module.fields, 'patch'))
    .refine((value) => Object.keys(value).some((key) => key !== READ_ONLY_TRANSLATION_KEY), {
      message: 'Send at least one field to change',
    });
}

/**
 * Body of a translation's write: the localized fields only, each with its English rules but never
 * required; `null` or an empty text clears a translation (the English shows). PATCH needs a field.
 */
export function translationSchema(fieldSet: FieldSet, mode: 'replace' | 'patch') {
  const shape = Object.fromEntries(
    Object.entries(fieldSet.fields)
      .filter(([, definition]) => isLocalized(definition))
      .map(([name, definition]) => {
        const schema = valueSchema(name, { ...definition, required: false });
        // An empty text clears, as null does; any other value keeps its field's own messages.
        const clearable = JSON_KINDS.includes(definition.kind)
          ? schema.nullable()
          : z.preprocess((value) => (value === '' ? null : value), schema.nullable());
        return [name, clearable.optional()];
      }),
  );
  const body = z.strictObject(shape);
  return mode === 'replace'
    ? body
    : body.refine((value) => Object.keys(value).length > 0, { message: 'Send at least one field to change' });
}

/** `{field: [messages]}`: the `errors` of an API error answer. */
export type FieldErrors = NonNullable<ApiErrorBody['errors']>;

/** Maps zod issues to `{field: [messages]}`, the `errors` of the API and the admin form alike. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  // A Map: a sent key such as `__proto__` or `constructor` must not reach Object.prototype.
  const errors = new Map<string, string[]>();
  const add = (key: string, message: string) => {
    errors.set(key, [...(errors.get(key) ?? []), message]);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
      for (const key of issue.keys) add(key, 'Unknown field');
      continue;
    }
    // Errors are keyed by field: a problem inside a list is the list's, saying which item.
    const [field, item] = issue.path;
    const where = typeof item === 'number' ? `Item ${item + 1}: ` : '';
    add(field === undefined ? '_' : String(field), `${where}${issue.message}`);
  }
  return Object.fromEntries(errors);
}
