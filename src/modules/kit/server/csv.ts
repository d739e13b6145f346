import 'server-only';
import { stringify } from 'csv-stringify/sync';
import type { AnyModule } from '../define-module';
import { WRITE_ONLY_KINDS } from '../fields';
import type { Values } from './storage';

/** A spreadsheet would run a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a spreadsheet shows it, never as a formula (OWASP CSV injection). */
export function safeCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = Array.isArray(value)
    ? value
        .map((item) => (typeof item === 'object' ? Object.values(item as object).join(': ') : String(item)))
        .join('; ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Every readable field of the records as CSV with a header row of field labels (RFC 4180 quoting). */
export function recordsToCsv(module: AnyModule, records: Values[]): string {
  const columns = [
    ['id', 'ID'],
    ...Object.entries(module.fields)
      .filter(([, definition]) => !WRITE_ONLY_KINDS.includes(definition.kind))
      .map(([name, definition]) => [name, definition.label]),
    ['createdAt', 'Created at'],
    ['updatedAt', 'Updated at'],
  ];
  const rows = records.map((record) => columns.map(([name]) => safeCell(record[name])));
  // A byte-order mark, so Excel reads the file as UTF-8.
  return `\uFEFF${stringify([columns.map(([, label]) => label), ...rows], { record_delimiter: '\r\n' })}`;
}
