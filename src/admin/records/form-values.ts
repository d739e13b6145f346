import { format, isValid } from 'date-fns';
import type { Field, FieldSet } from '@/kit/fields';
import type { ModuleRecord, RecordPayload } from './module-api';

/** What the admin form holds per field: inputs work with strings, numbers, booleans and lists. */
export type FormValue =
  | string
  | number
  | boolean
  | string[]
  | number[]
  | { label: string; value: string }[]
  | Record<string, boolean>
  | null;
export type FormValues = Record<string, FormValue>;

/** The fields the form edits: all of them (an image is a media id, an image list a list of ids). */
export function formFields(module: FieldSet): [string, Field][] {
  return Object.entries(module.fields as Record<string, Field>);
}

/** ISO time to the `YYYY-MM-DDTHH:mm` of a datetime-local input, in the browser's time zone. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : iso;
}

export function localInputToIso(value: string): string {
  const date = new Date(value);
  return isValid(date) ? date.toISOString() : value;
}

function centsToDollars(cents: number): number {
  return cents / 100;
}

function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function emptyValue(field: Field): FormValue {
  switch (field.kind) {
    case 'boolean':
      return field.default;
    case 'enum':
      return field.default ?? '';
    case 'stringList':
    case 'specList':
    case 'imageList':
      return [];
    case 'image':
      return null;
    case 'toggles':
      return Object.fromEntries(Object.keys(field.options).map((key) => [key, true]));
    default:
      return '';
  }
}

function toFormValue(field: Field, value: unknown): FormValue {
  if (value === null || value === undefined) return emptyValue(field);
  switch (field.kind) {
    case 'boolean':
      return Boolean(value);
    case 'integer':
    case 'sortOrder':
      return typeof value === 'number' ? value : '';
    case 'money':
      return typeof value === 'number' ? centsToDollars(value) : '';
    case 'stringList':
      return Array.isArray(value) ? value.map(String) : [];
    case 'specList':
      return Array.isArray(value) ? (value as { label: string; value: string }[]) : [];
    case 'image':
      return typeof value === 'number' ? value : null;
    case 'imageList':
      return Array.isArray(value) ? value.map(Number) : [];
    case 'toggles':
      return { ...(emptyValue(field) as Record<string, boolean>), ...(value as Record<string, boolean>) };
    case 'reference':
      return String(value);
    case 'datetime':
      return isoToLocalInput(String(value));
    default:
      return String(value);
  }
}

/** Values of a new record's form: each field's default. */
export function initialFormValues(module: FieldSet): FormValues {
  return Object.fromEntries(formFields(module).map(([name, field]) => [name, emptyValue(field)]));
}

export function recordToFormValues(module: FieldSet, record: ModuleRecord): FormValues {
  return Object.fromEntries(
    formFields(module).map(([name, field]) => [name, toFormValue(field, record[name])]),
  );
}

/**
 * An empty input: on create the field is left out (the server applies its default, a slug is made
 * from the title); on replace it is cleared with null. A required field stays empty for the schema
 * to report.
 */
function emptyPayloadValue(field: Field, mode: 'create' | 'replace'): unknown {
  if (field.required) return ['text', 'textarea', 'richText'].includes(field.kind) ? '' : undefined;
  return mode === 'create' ? undefined : null;
}

function toPayloadValue(field: Field, value: FormValue, mode: 'create' | 'replace'): unknown {
  if (field.kind === 'boolean') return Boolean(value);
  if (field.kind === 'stringList')
    return Array.isArray(value) ? (value as string[]).map((item) => item.trim()).filter(Boolean) : [];
  if (field.kind === 'specList') {
    const rows = Array.isArray(value) ? (value as { label: string; value: string }[]) : [];
    return rows
      .map((row) => ({ label: row.label.trim(), value: row.value.trim() }))
      .filter((row) => row.label || row.value);
  }
  if (field.kind === 'toggles') return value;
  if (field.kind === 'imageList') return Array.isArray(value) ? (value as unknown[]).map(Number) : [];
  if (field.kind === 'image') return typeof value === 'number' ? value : emptyPayloadValue(field, mode);
  // A password or secret left empty keeps the stored one.
  if ((field.kind === 'password' || field.kind === 'secret') && value === '') {
    return mode === 'create' && field.required ? '' : undefined;
  }
  if (value === '' || (typeof value === 'string' && value.trim() === ''))
    return emptyPayloadValue(field, mode);
  switch (field.kind) {
    case 'integer':
    case 'sortOrder':
    case 'reference':
      return typeof value === 'number' ? value : Number(value);
    case 'money':
      return dollarsToCents(typeof value === 'number' ? value : Number(value));
    case 'datetime':
      return localInputToIso(String(value));
    default:
      return typeof value === 'string' ? value.trim() : value;
  }
}

/**
 * A datetime input holds minutes, the record the exact instant: an input left as it was loaded keeps
 * the stored instant, so a save does not move it by its seconds (a change nobody made, which the
 * record's versions would then report).
 */
function untouchedDatetime(field: Field, value: FormValue, stored: unknown): stored is string {
  return (
    field.kind === 'datetime' &&
    typeof stored === 'string' &&
    typeof value === 'string' &&
    value === isoToLocalInput(stored)
  );
}

/** The body of POST (create) or PUT (replace, the whole record). */
export function formValuesToPayload(
  module: FieldSet,
  values: FormValues,
  mode: 'create' | 'replace',
  record?: ModuleRecord,
): RecordPayload {
  const payload: RecordPayload = {};
  for (const [name, field] of Object.entries(module.fields as Record<string, Field>)) {
    const stored = record?.[name];
    const value = untouchedDatetime(field, values[name], stored)
      ? stored
      : toPayloadValue(field, values[name], mode);
    if (value !== undefined) payload[name] = value;
  }
  return payload;
}
