import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleTables } from '@/server/db/module-tables';
import { engineValues } from '@/server/db/values';
import { cellLines, csvText, FORMULA_CHARACTERS, parseCsvCells } from '../support/csv-cells';
import { createTestContext, type TestContext } from './support/test-app';

let t: TestContext;
let editorToken: string;
beforeAll(async () => {
  t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } });
  editorToken = (await t.createUser({ role: 'editor' })).token;
});
afterAll(() => t.destroy());

/** Texts a spreadsheet would run as formulas, at the start of a field or of a line inside one. */
const HOSTILE = ["a\n=cmd|' /C calc'!A0", '@SUM(1)', '+1', '-1', '\t=1+1', '\r=1+1', 'x\r\n+1\r-2\n@3'];
const SINGLE_LINE = ['@SUM(1)', '+1', '-1', '=HYPERLINK("http://evil")'];

async function exportOf(path: string) {
  const response = await t.request(path, { token: editorToken });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  const csv = await csvText(response);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parseCsvCells(csv.slice(1));
}

function expectNoFormula(records: ReturnType<typeof parseCsvCells>) {
  for (const cell of records.flat()) {
    expect(cell.quoted, JSON.stringify(cell.text)).toBe(true);
    for (const line of cellLines(cell.text)) {
      expect(
        FORMULA_CHARACTERS.some((character) => line.startsWith(character)),
        JSON.stringify(line),
      ).toBe(false);
    }
  }
}

describe('CSV export with hostile values', () => {
  it('quotes every inquiry field and starts no line of any cell with a formula', async () => {
    for (const [index, text] of HOSTILE.entries()) {
      const answer = await t.call('/api/inquiries', {
        method: 'POST',
        token: editorToken,
        json: {
          name: `Hostile ${index}`,
          email: `hostile${index}@example.com`,
          service: SINGLE_LINE[index % SINGLE_LINE.length],
          address: SINGLE_LINE[(index + 1) % SINGLE_LINE.length],
          message: text,
          staffNotes: text,
          status: 'new',
        },
      });
      expect(answer.status, answer.text).toBe(201);
    }
    const records = await exportOf('/api/inquiries/export.csv');
    expect(records).toHaveLength(HOSTILE.length + 1);
    expectNoFormula(records);
    const messageColumn = records[0].findIndex((cell) => cell.text === 'Message');
    const messages = records.slice(1).map((record) => record[messageColumn].text);
    // biome-ignore lint/suspicious/noExplicitAny: module tables are not in the static schema.
    const moduleDb = t.database.db as unknown as Kysely<any>;
    const stored: Array<{ message: string }> = await moduleDb
      .selectFrom('inquiries')
      .select('message')
      .execute();
    // Only quote marks are added: the stored text reaches the spreadsheet whole.
    expect(messages.map((message) => message.replaceAll("'", '')).sort()).toEqual(
      stored.map((row) => row.message.replaceAll("'", '')).sort(),
    );
  });

  it('does the same for subscribers, across more than one page of rows', async () => {
    for (let index = 0; index < 1005; index++) {
      await t.database.db
        .insertInto('subscribers')
        .values({
          email: `reader${index}@example.com`,
          source: SINGLE_LINE[index % SINGLE_LINE.length],
          status: 'subscribed',
          unsubscribeToken: `token-${index}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
          updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
        })
        .execute();
    }
    const records = await exportOf('/api/subscribers/export.csv');
    expect(records).toHaveLength(1006);
    expect(new Set(records.slice(1).map((record) => record[0].text)).size).toBe(1005);
    expectNoFormula(records);
  });
});

describe('CSV export times', () => {
  it('writes every time in Los Angeles time with its offset, winter and summer, dates as they are', async () => {
    const stored = [
      { name: 'Winter Lead', at: '2026-11-25T17:14:00.000Z', local: '2026-11-25T09:14:00-08:00' },
      { name: 'Summer Lead', at: '2026-07-04T16:30:00.000Z', local: '2026-07-04T09:30:00-07:00' },
    ];
    const codec = engineValues(t.database.engine);
    for (const lead of stored) {
      const answer = await t.call('/api/inquiries', {
        method: 'POST',
        token: editorToken,
        json: {
          name: lead.name,
          email: 'seasons@example.com',
          message: 'Cameras for the garden.',
          preferredDate: '2026-12-01',
        },
      });
      expect(answer.status, answer.text).toBe(201);
      await moduleTables(t.database.db)
        .updateTable('inquiries')
        .set({ createdAt: codec.encodeTimestamp(lead.at), updatedAt: codec.encodeTimestamp(lead.at) })
        .where('id', '=', answer.body.data.id)
        .execute();
    }
    const [header, ...rows] = await exportOf('/api/inquiries/export.csv?q=seasons%40example.com&sort=name');
    const column = (label: string) => header.findIndex((cell) => cell.text === label);
    const cells = rows.map((row) => ({
      name: row[column('Name')].text,
      created: row[column('Created at')].text,
      updated: row[column('Updated at')].text,
      visit: row[column('Preferred day')].text,
    }));
    expect(cells).toEqual(
      [...stored]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((lead) => ({ name: lead.name, created: lead.local, updated: lead.local, visit: '2026-12-01' })),
    );
  });
});
