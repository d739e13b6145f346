import 'server-only';
import type { AnyModule } from '@/kit/define-module';
import { type Field, type FieldSet, JSON_KINDS } from '@/kit/fields';
import { urlSlug } from '@/lib/url-slug';
import { sanitizeRichText } from './sanitize';
import type { Values } from './storage';

export type WriteMode = 'create' | 'replace' | 'patch';

export const MAX_SLUG_LENGTH = 120;

/** Left out of a whole-record PUT, these keep their value: order is set by reorder, a slug is made, secrets stay. */
const KEPT_WHEN_LEFT_OUT: Field['kind'][] = ['sortOrder', 'slug', 'password', 'secret'];

export function slugFrom(text: string): string {
  const slug = urlSlug(text).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return slug || 'item';
}

/**
 * Completes validated input into the values to store: rich text sanitised, defaults filled on
 * create and replace (PUT is the whole record), and whether the slug must be generated.
 */
export function prepareValues(
  module: FieldSet & Partial<Pick<AnyModule, 'slugField'>>,
  input: Values,
  mode: WriteMode,
) {
  const values: Values = {};
  for (const [name, definition] of Object.entries(module.fields)) {
    const given = Object.hasOwn(input, name);
    let value = input[name];
    if (!given) {
      if (mode === 'patch' || KEPT_WHEN_LEFT_OUT.includes(definition.kind)) continue;
      if (definition.kind === 'boolean') value = definition.default;
      else if (definition.kind === 'toggles') value = {};
      else if (JSON_KINDS.includes(definition.kind)) value = [];
      else if (definition.kind === 'enum') value = definition.default ?? null;
      else value = null;
    }
    if (definition.kind === 'richText' && typeof value === 'string') value = sanitizeRichText(value) || null;
    values[name] = value;
  }
  const slugField = module.slugField ?? null;
  const slugMissing =
    slugField !== null && !values[slugField] && (mode !== 'patch' || Object.hasOwn(input, slugField));
  return { values, slugMissing };
}
