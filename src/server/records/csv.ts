import 'server-only';
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AnyModule } from '@/kit/define-module';
import { WRITE_ONLY_KINDS } from '@/kit/fields';
import { businessDateTime } from '@/lib/calendar-dates';
import type { Values } from './storage';

/**
 * A spreadsheet runs a cell starting with one of these as a formula (OWASP CSV injection). A field
 * that starts with a line break is caught too: some spreadsheets drop a leading break.
 */
const FIELD_FORMULA_START = /^[=+\-@\t\r\n]/;
/** The same characters after a line break inside a field: a spreadsheet may split the field there. */
const LINE_FORMULA_START = /(\r\n|\n|\r)(?=[=+\-@\t])/g;

/** A text as a spreadsheet shows it, never as a formula: `'` before every line that could start one. */
export function neutraliseFormulas(text: string): string {
  const lines = text.replace(LINE_FORMULA_START, "$1'");
  return FIELD_FORMULA_START.test(lines) ? `'${lines}` : lines;
}

/** One stored value as a CSV cell. Numbers are the app's own (ids, counts) and stay numbers. */
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
  return neutraliseFormulas(text);
}

interface CsvColumn {
  name: string;
  label: string;
  /** An instant, written in the business's time zone. */
  instant: boolean;
}

/** The columns of an export: every readable field, between the id and the timestamps. */
export function csvColumns(module: AnyModule): CsvColumn[] {
  return [
    { name: 'id', label: 'ID', instant: false },
    ...Object.entries(module.fields)
      .filter(([, definition]) => !WRITE_ONLY_KINDS.includes(definition.kind))
      .map(([name, definition]) => ({
        name,
        label: definition.label,
        instant: definition.kind === 'datetime',
      })),
    { name: 'createdAt', label: 'Created at', instant: true },
    { name: 'updatedAt', label: 'Updated at', instant: true },
  ];
}

/** A record's value in a column as its cell. */
function cellOf(column: CsvColumn, value: unknown): string | number {
  return column.instant && typeof value === 'string' ? businessDateTime(value) : safeCell(value);
}

/**
 * Records, page by page as they come, as a CSV byte stream: a byte-order mark so Excel reads UTF-8,
 * a header row of field labels, every field quoted, CRLF between records, times in the business's
 * time zone with their offset. Backpressure holds the next page until the client has read the
 * previous one.
 */
export function recordsCsvStream(
  module: AnyModule,
  pages: AsyncIterable<Values[]>,
  onError: (error: Error) => void,
): ReadableStream<Uint8Array> {
  const columns = csvColumns(module);
  async function* rows() {
    yield columns.map((column) => column.label);
    for await (const page of pages) {
      for (const record of page) yield columns.map((column) => cellOf(column, record[column.name]));
    }
  }
  const csv = stringify({ bom: true, quoted: true, quoted_empty: true, record_delimiter: '\r\n' });
  // A page that fails to load aborts the download (the status line is long sent), and is logged.
  pipeline(Readable.from(rows()), csv, (error) => {
    if (error) onError(error);
  });
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
