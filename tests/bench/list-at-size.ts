/**
 * List calls at size, part of `npm run bench`: 10,000 blog posts and 50,000 inquiries written
 * straight into a fresh SQLite file and, when PostgreSQL answers on 127.0.0.1:5432 (or
 * BENCH_POSTGRES_URL), a throwaway PostgreSQL database (`--sqlite-only` skips it). Then times the
 * list API as a signed-in administrator calls it, through the Hono app in this process: page 1 in
 * the default order, every sortable column both ways, a common and a rare search, a status filter
 * and a deep page. Prints p50/p95 per call and engine and names the slowest; the goal is a p95
 * under 50 ms for every call.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';
import { type Database, openDatabase } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { adminAppFor } from '../support/admin-app';
import { sortableColumns } from '../support/sortable-columns';
import { throwawayPostgres } from '../support/throwaway-postgres';
import { COMMON_TERM, insertBlogPosts, insertInquiries, RARE_TERM } from './support/bulk-rows';

const RECORDS = 10_000;
const INQUIRIES = 50_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 25);
const WARM_UP = 3;
const GOAL_MS = 50;
const SECRET = new TextEncoder().encode('list-bench-secret-that-is-long-enough-for-hs256');

interface Timing {
  call: string;
  p50: number;
  p95: number;
}

function callsOf(moduleKey: string, deepPage: number, filter: string): string[] {
  const base = `/api/${moduleKey}?pageSize=20`;
  return [
    `${base}&page=1`,
    ...sortableColumns(moduleKey).flatMap((column) =>
      ['asc', 'desc'].map((order) => `${base}&sort=${column}&order=${order}`),
    ),
    `${base}&q=${COMMON_TERM}`,
    `${base}&q=${encodeURIComponent(RARE_TERM)}`,
    `${base}&${filter}`,
    `${base}&page=${deepPage}`,
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeCalls(database: Database): Promise<Timing[]> {
  // Without the change mark, so SQLite's kept answers (src/server/api/kept-answers.ts) do not answer
  // the repeated samples: every sample runs its queries, as the first call after a write does.
  const { app, token } = await adminAppFor(
    { ...database, changeMark: undefined },
    { secret: SECRET, email: 'bench@example.com' },
  );
  const headers = { authorization: `Bearer ${token}`, [SOCKET_ADDRESS_HEADER]: '127.0.0.1' };
  const calls = [
    ...callsOf('blogs', RECORDS / 20 - 1, 'status=draft'),
    ...callsOf('inquiries', INQUIRIES / 20 - 1, 'status=won'),
  ];
  const timings: Timing[] = [];
  for (const call of calls) {
    const durations: number[] = [];
    for (let run = 0; run < WARM_UP + SAMPLES; run++) {
      const started = performance.now();
      const response = await app.request(call, { headers });
      await response.text();
      if (response.status !== 200) throw new Error(`${call} answered ${response.status}`);
      if (run >= WARM_UP) durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    timings.push({
      call: call.replace('?pageSize=20&', ' '),
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
    });
  }
  return timings;
}

async function benchEngine(label: string, database: Database) {
  try {
    await migrateToLatest(database);
    const filling = performance.now();
    await insertBlogPosts(database, RECORDS);
    await insertInquiries(database, INQUIRIES);
    // A site's PostgreSQL vacuums and analyzes a table as it grows (which also moves the rows that
    // wait in a trigram index's pending list into the index); these rows came in a second, before it could.
    if (database.engine === 'postgres') await sql`vacuum analyze`.execute(database.db);
    console.log(
      `\n${label}: ${RECORDS} blog posts + ${INQUIRIES} inquiries written in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const timings = await timeCalls(database);
    console.log(`${'Call'.padEnd(48)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);
    for (const { call, p50, p95 } of timings) {
      const mark = p95 >= GOAL_MS ? '  over goal' : '';
      console.log(`${call.padEnd(48)}${p50.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${mark}`);
    }
    const slowest = timings.reduce((worst, timing) => (timing.p95 > worst.p95 ? timing : worst));
    const over = timings.filter((timing) => timing.p95 >= GOAL_MS).length;
    console.log(
      `${label}: slowest ${slowest.call} at p95 ${slowest.p95.toFixed(1)} ms;` +
        ` ${timings.length - over} of ${timings.length} calls under ${GOAL_MS} ms at p95 (${SAMPLES} samples each)`,
    );
  } finally {
    await database.close();
  }
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-lists-'));
  try {
    await benchEngine('SQLite', openDatabase({ sqliteFile: path.join(folder, 'site.db') }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  if (process.argv.includes('--sqlite-only')) return;
  const postgres = await throwawayPostgres();
  if (!postgres) {
    console.log('PostgreSQL does not answer: SQLite only.');
    return;
  }
  try {
    await benchEngine('PostgreSQL', openDatabase({ postgresUrl: postgres.url }));
  } finally {
    await postgres.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
