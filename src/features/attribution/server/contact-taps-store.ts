import 'server-only';
import { type Kysely, sql } from 'kysely';
import { businessToday } from '@/lib/calendar-dates';
import type { Database } from '@/server/db/engine';
import type { ContactTap, ContactTapKind } from '../contact-taps';
import type { DateRange } from './analytics-summary';

/** `contact_taps` (migration 0035): one counter per Los Angeles day, page and kind. */
interface ContactTapsTable {
  id: number;
  day: string;
  path: string;
  kind: ContactTapKind;
  count: number;
}

const tapTables = (database: Database) =>
  database.db as unknown as Kysely<{ contact_taps: ContactTapsTable }>;

/**
 * Adds one tap to the day's counter of its page and kind, in one statement (an insert that turns
 * into an increment when the counter exists), so parallel taps are all counted on both engines.
 */
export async function countContactTap(database: Database, tap: ContactTap, now = new Date()): Promise<void> {
  await tapTables(database)
    .insertInto('contact_taps')
    .values({ day: businessToday(now), path: tap.path, kind: tap.kind, count: 1 } as ContactTapsTable)
    .onConflict((oc) =>
      oc.columns(['day', 'path', 'kind']).doUpdateSet({ count: sql<number>`contact_taps.count + 1` }),
    )
    .execute();
}

export interface PageTaps {
  path: string;
  calls: number;
  texts: number;
}

/** Taps per page over a range of Los Angeles days, most tapped first. */
export async function contactTapsPerPage(database: Database, range: DateRange): Promise<PageTaps[]> {
  const rows = await tapTables(database)
    .selectFrom('contact_taps')
    .select(['path', 'kind', (eb) => eb.fn.sum<number | string>('count').as('total')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['path', 'kind'])
    .execute();
  const pages = new Map<string, PageTaps>();
  for (const row of rows) {
    const page = pages.get(row.path) ?? { path: row.path, calls: 0, texts: 0 };
    if (row.kind === 'call') page.calls += Number(row.total);
    else page.texts += Number(row.total);
    pages.set(row.path, page);
  }
  return [...pages.values()].sort(
    (a, b) => b.calls + b.texts - (a.calls + a.texts) || a.path.localeCompare(b.path),
  );
}
