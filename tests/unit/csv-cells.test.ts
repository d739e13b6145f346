import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';
import { businessDateTime } from '@/lib/calendar-dates';
import { neutraliseFormulas, recordsCsvStream, safeCell } from '@/server/records/csv';
import { cellLines, csvText, FORMULA_CHARACTERS, parseCsvCells } from '../support/csv-cells';

const startsAFormula = (line: string) => FORMULA_CHARACTERS.some((character) => line.startsWith(character));

const notes = defineModule({
  key: 'notes',
  adminPath: 'notes',
  publicPaths: () => [],
  table: 'notes',
  label: { singular: 'Note', plural: 'Notes' },
  fields: { title: field.text('Title'), body: field.textarea('Body'), secret: field.secret('Key') },
  titleField: 'title',
  listColumns: ['title'],
  searchFields: ['title'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  access: 'staff',
});

async function* pagesOf(...pages: Array<Array<Record<string, unknown>>>) {
  for (const page of pages) yield page;
}

describe('CSV cells', () => {
  it('put a quote mark before every line that would start a formula, first or not', () => {
    expect(neutraliseFormulas("a\n=cmd|' /C calc'!A0")).toBe("a\n'=cmd|' /C calc'!A0");
    expect(neutraliseFormulas('@SUM(1)')).toBe("'@SUM(1)");
    expect(neutraliseFormulas('+1\r\n-1\r+2')).toBe("'+1\r\n'-1\r'+2");
    expect(neutraliseFormulas('\tTAB')).toBe("'\tTAB");
    expect(neutraliseFormulas('\r=x')).toBe("'\r'=x");
    expect(neutraliseFormulas('\nplain')).toBe("'\nplain");
  });

  it('leave ordinary text, blank lines and formula characters inside a line alone', () => {
    expect(neutraliseFormulas('Hello,\n\nfour cameras = 2 + 2 @ home')).toBe(
      'Hello,\n\nfour cameras = 2 + 2 @ home',
    );
  });

  it('never leave a line starting a formula, and only ever add quote marks, whatever the text', () => {
    const hostile = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', 'a', ' ', "'", '"', ','),
    });
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string()), (text) => {
        const safe = neutraliseFormulas(text);
        expect(cellLines(safe).some(startsAFormula)).toBe(false);
        expect(safe.replaceAll("'", '')).toBe(text.replaceAll("'", ''));
      }),
    );
  });

  it('turn stored values into text, booleans as yes/no, numbers as they are', () => {
    expect(safeCell(null)).toBe('');
    expect(safeCell(true)).toBe('yes');
    expect(safeCell(7)).toBe(7);
    expect(safeCell(['=a', 'b'])).toBe("'=a; b");
    expect(safeCell({ a: '-x' })).toBe('{"a":"-x"}');
  });

  it('stream pages as a BOM-prefixed CSV with every field quoted and no write-only field', async () => {
    const csv = await csvText(
      recordsCsvStream(
        notes,
        pagesOf(
          [{ id: 1, title: '=1+1', body: 'a\n@b', secret: 'hidden', createdAt: 'x', updatedAt: null }],
          [],
          [{ id: 2, title: 'Plain', body: null, createdAt: 'y', updatedAt: 'z' }],
        ),
        (error) => {
          throw error;
        },
      ),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = parseCsvCells(csv.slice(1));
    expect(records.map((record) => record.map((cell) => cell.text))).toEqual([
      ['ID', 'Title', 'Body', 'Created at', 'Updated at'],
      ['1', "'=1+1", "a\n'@b", 'x', ''],
      ['2', 'Plain', '', 'y', 'z'],
    ]);
    expect(records.flat().every((cell) => cell.quoted)).toBe(true);
  });
});

describe('CSV times', () => {
  it('are the business’s wall-clock time with the offset of that day, to the second', () => {
    expect(businessDateTime('2026-11-25T17:14:00.000Z')).toBe('2026-11-25T09:14:00-08:00');
    expect(businessDateTime('2026-07-04T16:30:05.250Z')).toBe('2026-07-04T09:30:05-07:00');
    // Either side of the spring change (2:00 becomes 3:00 on 8 March 2026) and of midnight.
    expect(businessDateTime('2026-03-08T09:59:59.000Z')).toBe('2026-03-08T01:59:59-08:00');
    expect(businessDateTime('2026-03-08T10:00:00.000Z')).toBe('2026-03-08T03:00:00-07:00');
    expect(businessDateTime('2026-01-01T07:30:00.000Z')).toBe('2025-12-31T23:30:00-08:00');
    expect(businessDateTime('2026-01-01T00:00:00.000Z', 'UTC')).toBe('2026-01-01T00:00:00+00:00');
  });

  it('name the same instant as the stored time', () => {
    for (const stored of [
      '2026-11-25T17:14:00.000Z',
      '2026-07-04T16:30:00.000Z',
      '2026-03-08T10:00:00.000Z',
    ]) {
      expect(new Date(businessDateTime(stored)).toISOString()).toBe(stored);
    }
  });

  it('leave a value that is no time as it was', () => {
    expect(businessDateTime('soon')).toBe('soon');
  });
});
