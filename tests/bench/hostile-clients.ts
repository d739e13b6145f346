/**
 * `npm run bench:hostile` (part of `npm run bench`): what hostile clients cost the production server,
 * on SQLite and, when PostgreSQL answers on 127.0.0.1:5432 (or BENCH_POSTGRES_URL), on a throwaway
 * PostgreSQL database (`--sqlite-only` skips it). Needs a production build (`npm run build`).
 *
 * - Slow bodies: the health check and an uncached page, slowest of a few, while 150 clients hold
 *   POSTs whose body stopped after one byte, against the same without them.
 * - Made-up page numbers: 520 `?page=N` addresses of pages that have no pages, each asked twice; how
 *   many the second time came from the cache (each such one is a stored entry that pushed a real
 *   page out), and what they cost.
 */
import { randomBytes } from 'node:crypto';
import { signIn, startServer } from '../e2e/support/server';
import { openSlowBodies, responsiveness } from '../support/slow-bodies';
import { throwawayPostgres } from '../support/throwaway-postgres';

const SLOW_CLIENTS = 150;
const JUNK_PAGES = 520;

async function junkPageKeys(baseUrl: string) {
  let stored = 0;
  let redirected = 0;
  const started = performance.now();
  for (let number = 2; number < JUNK_PAGES + 2; number++) {
    const path = ['/', '/services', '/about', '/free-quote'][number % 4];
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(`${baseUrl}${path}?page=${number}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 301) redirected += attempt === 0 ? 1 : 0;
      if (attempt === 1 && response.headers.get('x-cache') === 'HIT') stored += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { stored, redirected, seconds };
}

async function measure(label: string, env: Record<string, string> = {}) {
  const server = await startServer({ env });
  try {
    await signIn(server.url);
    await responsiveness(server.url); // warm: the first renders are not what is measured
    const quiet = await responsiveness(server.url);
    const slow = await openSlowBodies(server.url, SLOW_CLIENTS);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const loaded = await responsiveness(server.url);
    slow.close();
    const junk = await junkPageKeys(server.url);
    console.log(
      [
        `${label}:`,
        `  health ${quiet.healthMs} ms quiet, ${loaded.healthMs} ms with ${SLOW_CLIENTS} slow bodies`,
        `  uncached page ${quiet.uncachedPageMs} ms quiet, ${loaded.uncachedPageMs} ms with ${SLOW_CLIENTS} slow bodies`,
        `  ${JUNK_PAGES} made-up page numbers: ${junk.stored} stored in the cache, ${junk.redirected} redirected, ${junk.seconds.toFixed(1)} s for ${JUNK_PAGES * 2} requests`,
      ].join('\n'),
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  await measure('SQLite');
  if (!process.argv.includes('--sqlite-only')) {
    const postgres = await throwawayPostgres();
    if (postgres) {
      try {
        await measure('PostgreSQL', {
          DATABASE_URL: postgres.url,
          AUTH_SECRET: randomBytes(32).toString('base64url'),
        });
      } finally {
        await postgres.drop();
      }
    } else {
      console.log('PostgreSQL does not answer on 127.0.0.1:5432: measured on SQLite only.');
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
