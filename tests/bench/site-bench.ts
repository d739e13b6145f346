/**
 * `npm run bench`: how fast the production server answers, and how much memory it holds after.
 *
 * Builds first when there is no production build, starts its server (as `npm start` does) on loopback with a
 * fresh data directory and the demo content, and loads with `wrk` (10 s, 50 connections, 2 threads,
 * `Accept-Encoding: br`): the home page, a service page, `GET /api/health`, and `GET /api/services`
 * and `GET /api/inquiries` signed in; then visitors going round five of the most visited pages,
 * first alone and then while staff save every 30 s (each save purges the page cache). On SQLite and,
 * when PostgreSQL answers on 127.0.0.1:5432 (or BENCH_POSTGRES_URL), again on a throwaway PostgreSQL
 * database (`--sqlite-only` skips it). Then the same load on a bare `node:http` server that answers
 * the home page's bytes from memory, the upper bound for any Node server on this machine. Prints
 * requests/s, p50/p99, each goal and whether it is met, the server's RSS after the load and what the
 * home page transfers.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_BUNDLE } from '../../scripts/server-bundle.ts';
import { freePort, signIn, startServer } from '../e2e/support/server';
import { throwawayPostgres } from '../support/throwaway-postgres';

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
const LOAD = { seconds: 10, connections: 50, threads: 2 };
const SETTLE_MS = 5000;
const RSS_GOAL_MB = 200;

/** wrk's latency ("812.00us", "3.20ms", "1.05s") in milliseconds. */
function millisecondsOf(latency: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(latency ?? '');
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

interface WrkResult {
  requestsPerSecond: number;
  /** wrk's mean latency. */
  mean: string;
  p50: string;
  p99: string;
  errors: string;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it travelled (still compressed). */
  body: Buffer;
}

/** One GET on loopback, the body left compressed, as a browser receives it over the wire. */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function runWrk(
  url: string,
  headers: Record<string, string> = {},
  { seconds = LOAD.seconds, script }: { seconds?: number; script?: string } = {},
): Promise<WrkResult> {
  const args = [
    `-t${LOAD.threads}`,
    `-c${LOAD.connections}`,
    `-d${seconds}s`,
    ...(script ? ['-s', script] : []),
    '--latency',
    '-H',
    'Accept-Encoding: br',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
      if (code !== 0 || !rps) return reject(new Error(`wrk failed (${code}):\n${output}`));
      const percentile = (p: string) => new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '?';
      const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1];
      const socketErrors = /Socket errors:.*$/m.exec(output)?.[0];
      resolve({
        requestsPerSecond: Number(rps[1]),
        mean: /^\s+Latency\s+(\S+)/m.exec(output)?.[1] ?? '?',
        p50: percentile('50'),
        p99: percentile('99'),
        errors: [non2xx ? `${non2xx} non-2xx` : '', socketErrors ?? ''].filter(Boolean).join(', ') || 'none',
      });
    });
  });
}

function rssMegabytes(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** A bare `node:http` server answering every request with the given bytes, in its own process. */
async function startBareServer(body: Buffer, headers: Record<string, string>) {
  const directory = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  const bodyFile = path.join(directory, 'body');
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const source = `
    const { createServer } = require('node:http');
    const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
    const headers = ${JSON.stringify(headers)};
    createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child: ChildProcess = spawn(process.execPath, ['-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** The scripts and styles a browser fetches for the page (nomodule scripts are skipped by modern ones). */
function assetsOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src?.startsWith('/_next/static/') && !/\snomodule\b/i.test(tag)) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith('/_next/static/')) continue;
    if (/\srel="stylesheet"/.test(tag)) styles.add(href);
    else if (/\srel="preload"/.test(tag) && /\sas="script"/.test(tag)) scripts.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

async function transferred(baseUrl: string, paths: string[]) {
  let bytes = 0;
  for (const asset of paths) bytes += (await fetchRaw(`${baseUrl}${asset}`)).body.length;
  return bytes;
}

function ensureBuild() {
  if (existsSync('.next/BUILD_ID') && existsSync(SERVER_BUNDLE)) return;
  console.log('No production build yet: building...');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

interface Row {
  name: string;
  status: number;
  result: WrkResult;
}

interface EngineRun {
  engine: string;
  rows: Row[];
  purges: PurgeWorkload;
  servicePath: string;
  rss: { before: number; after: number; settled: number; peak: number };
}

/** The public pages visited most, as the purge workload's visitors go round them. */
function visitorScript(paths: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-visitors-')), 'visitors.lua');
  writeFileSync(
    file,
    `local paths = { ${paths.map((one) => JSON.stringify(one)).join(', ')} }
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end
`,
  );
  return file;
}

interface PurgeWorkload {
  pages: string[];
  quiet: WrkResult;
  saving: WrkResult;
  saves: number;
}

/**
 * Visitors going round the most visited pages, first with nobody saving (the cached p99), then for
 * a minute while staff save the home page's settings every 30 s, each save purging the whole page
 * cache (the goal: a p99 within twice the cached one).
 */
async function purgeWorkload(
  baseUrl: string,
  authorization: Record<string, string>,
  servicePath: string,
): Promise<PurgeWorkload> {
  const pages = ['/', '/services', servicePath, '/blog', '/free-quote'];
  const script = visitorScript(pages);
  for (const page of pages) await fetchRaw(`${baseUrl}${page}`);
  const quiet = await runWrk(`${baseUrl}/`, {}, { seconds: 20, script });
  const settings = await fetch(`${baseUrl}/api/settings/homepage`, { headers: authorization });
  const { data } = (await settings.json()) as { data: Record<string, unknown> };
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = data;
  let saves = 0;
  const save = async () => {
    const saved = await fetch(`${baseUrl}/api/settings/homepage`, {
      method: 'PUT',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    if (saved.status === 200) saves++;
  };
  const timers = [15_000, 45_000].map((delay) => setTimeout(() => void save(), delay));
  try {
    const saving = await runWrk(`${baseUrl}/`, {}, { seconds: 60, script });
    return { pages, quiet, saving, saves };
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
}

/** One server on one engine: the loads and its memory, plus what the home page transfers. */
async function benchEngine(engine: string, env: Record<string, string>) {
  const server = await startServer({ env: { LOG_LEVEL: 'warn', ...env } });
  const pid = server.process.pid;
  if (!pid) throw new Error('no server pid');
  try {
    const token = await signIn(server.url);
    const authorization = { Authorization: `Bearer ${token}` };
    const list = await fetch(`${server.url}/api/services?published=true&sort=sortOrder&order=asc`, {
      headers: authorization,
    });
    const services = (await list.json()) as { data?: { slug: string; published: boolean }[] };
    const slug = services.data?.find((service) => service.published)?.slug;
    const servicePath = slug ? `/services/${slug}` : '/services';

    const home = await fetchRaw(`${server.url}/`);
    const servicePage = await fetchRaw(`${server.url}${servicePath}`);
    const apiList = await fetchRaw(`${server.url}/api/services`, authorization);
    const before = rssMegabytes(pid).rss;

    const rows: Row[] = [];
    rows.push({ name: 'GET / (page cache)', status: home.status, result: await runWrk(`${server.url}/`) });
    rows.push({
      name: `GET ${servicePath}`,
      status: servicePage.status,
      result: await runWrk(`${server.url}${servicePath}`),
    });
    rows.push({
      name: 'GET /api/health',
      status: (await fetchRaw(`${server.url}/api/health`)).status,
      result: await runWrk(`${server.url}/api/health`),
    });
    rows.push({
      name: 'GET /api/services (signed in)',
      status: apiList.status,
      result: await runWrk(`${server.url}/api/services`, authorization),
    });
    rows.push({
      name: 'GET /api/inquiries (signed in)',
      status: (await fetchRaw(`${server.url}/api/inquiries`, authorization)).status,
      result: await runWrk(`${server.url}/api/inquiries`, authorization),
    });
    const purges = await purgeWorkload(server.url, authorization, servicePath);
    const after = rssMegabytes(pid).rss;
    // The server gives back what a burst grew once it has been idle for a moment.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const settled = rssMegabytes(pid);

    const html = (await fetchRaw(`${server.url}/`, { 'accept-encoding': 'identity' })).body.toString('utf8');
    const assets = assetsOf(html);
    const [cssBytes, jsBytes] = await Promise.all([
      transferred(server.url, assets.styles),
      transferred(server.url, assets.scripts),
    ]);
    const run: EngineRun = {
      engine,
      rows,
      purges,
      servicePath,
      rss: { before, after, settled: settled.rss, peak: settled.peak },
    };
    return { run, home, assets, cssBytes, jsBytes };
  } finally {
    await server.stop();
  }
}

function printTable(rows: Row[]) {
  console.log(
    `${'Request'.padEnd(34)}${'status'.padStart(7)}${'req/s'.padStart(11)}${'p50'.padStart(10)}${'p99'.padStart(10)}  errors`,
  );
  for (const { name, status, result } of rows) {
    console.log(
      `${name.padEnd(34)}${String(status).padStart(7)}${result.requestsPerSecond.toFixed(0).padStart(11)}` +
        `${result.p50.padStart(10)}${result.p99.padStart(10)}  ${result.errors}`,
    );
  }
}

async function main() {
  ensureBuild();
  const sqlite = await benchEngine('SQLite (embedded)', {});
  const runs = [sqlite.run];
  if (!process.argv.includes('--sqlite-only')) {
    const database = await throwawayPostgres();
    if (database) {
      try {
        const { run } = await benchEngine('PostgreSQL', {
          DATABASE_URL: database.url,
          AUTH_SECRET: randomBytes(32).toString('hex'),
        });
        runs.push(run);
      } finally {
        await database.drop();
      }
    } else {
      console.log('PostgreSQL does not answer: SQLite only.');
    }
  }

  const { home } = sqlite;
  const bare = await startBareServer(home.body, {
    'content-type': 'text/html; charset=utf-8',
    'content-encoding': String(home.headers['content-encoding'] ?? 'identity'),
    'content-length': String(home.body.length),
  });
  let bareRow: Row;
  try {
    bareRow = { name: 'bare node:http, same bytes', status: 200, result: await runWrk(bare.url) };
  } finally {
    bare.stop();
  }

  console.log(
    `\nLoad: wrk ${LOAD.seconds} s, ${LOAD.connections} connections, ${LOAD.threads} threads, loopback, Accept-Encoding: br`,
  );
  const verdict = (megabytes: number) => (megabytes <= RSS_GOAL_MB ? 'met' : 'NOT met');
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const bareRate = bareRow.result.requestsPerSecond;
  for (const run of runs) {
    console.log(`\n${run.engine}`);
    printTable(run.rows);
    const row = (name: string) => run.rows.find((each) => each.name.startsWith(name))?.result;
    const ratio = (result: WrkResult | undefined) => (result?.requestsPerSecond ?? 0) / bareRate;
    const home = row('GET / ');
    const health = row('GET /api/health');
    const services = row('GET /api/services');
    const inquiries = row('GET /api/inquiries');
    console.log(
      `Cached home / bare server: ${ratio(home).toFixed(2)} (goal >= 0.50: ${met(ratio(home) >= 0.5)})`,
    );
    console.log(
      `/api/health / bare server: ${ratio(health).toFixed(2)} (goal >= 0.50: ${met(ratio(health) >= 0.5)})`,
    );
    console.log(
      `/api/services: ${services?.requestsPerSecond.toFixed(0)} req/s, p99 ${services?.p99}` +
        ` (goal >= 5,000 req/s and p99 < 50 ms: ${met((services?.requestsPerSecond ?? 0) >= 5000 && millisecondsOf(services?.p99) < 50)})`,
    );
    console.log(
      `/api/inquiries: ${inquiries?.requestsPerSecond.toFixed(0)} req/s (goal >= 2,000: ${met((inquiries?.requestsPerSecond ?? 0) >= 2000)})`,
    );
    const { quiet, saving, saves, pages } = run.purges;
    const purgeRatio = millisecondsOf(saving.p99) / millisecondsOf(quiet.p99);
    console.log(
      `Visitors going round ${pages.join(' ')}: p99 ${quiet.p99} with nobody saving (${quiet.requestsPerSecond.toFixed(0)} req/s),` +
        ` ${saving.p99} over a minute with ${saves} save(s) 30 s apart (${saving.requestsPerSecond.toFixed(0)} req/s):` +
        ` ${purgeRatio.toFixed(2)} x (goal <= 2: ${met(purgeRatio <= 2)})`,
    );
    // wrk corrects its latencies for coordinated omission: a request answered late stands for the
    // requests its connection would have sent meanwhile at the run's pace, each counted with the
    // wait it would have had. Its p99 is then what visitors arriving on their own see around a
    // stall, which is the goal's figure. The correction shows as more requests in flight, by
    // Little's law, than there are connections (measured: about 200 on 50 around one save).
    const inFlight = (millisecondsOf(saving.mean) * saving.requestsPerSecond) / 1000;
    console.log(
      `  wrk's mean latency x rate while saving: ${inFlight.toFixed(0)} requests in flight on ${LOAD.connections} connections` +
        (inFlight > LOAD.connections * 1.1
          ? ' (more than the connections: its percentiles count the visitors who would have come during the stalls)'
          : ''),
    );
    const { before, after, settled, peak } = run.rss;
    console.log(
      `Server RSS (goal <= ${RSS_GOAL_MB} MB): ${before.toFixed(0)} MB before the load;` +
        ` ${after.toFixed(0)} MB right after it (${verdict(after)});` +
        ` ${settled.toFixed(0)} MB after ${SETTLE_MS / 1000} s idle (${verdict(settled)}); peak ${peak.toFixed(0)} MB`,
    );
  }
  console.log('\nBare server, for comparison');
  printTable([bareRow]);
  console.log(
    `\nHome page transfer (brotli): HTML ${kb(home.body.length)}, CSS ${kb(sqlite.cssBytes)} in ${sqlite.assets.styles.length} file(s),` +
      ` JavaScript ${kb(sqlite.jsBytes)} in ${sqlite.assets.scripts.length} file(s), total ${kb(home.body.length + sqlite.cssBytes + sqlite.jsBytes)}`,
  );
  const service = sqlite.run.rows[1];
  if (service.status !== 200) {
    console.log(
      `Note: ${sqlite.run.servicePath} answers ${service.status} (not cached); its row measures that answer.`,
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
