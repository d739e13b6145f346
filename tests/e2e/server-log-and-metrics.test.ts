import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uploadPicture } from './support/pictures';
import { type PrometheusFamily, parsePrometheusText } from './support/prometheus-text';
import { E2E_ADMIN, type RunningServer, serverBundle, signIn, startServer } from './support/server';

/**
 * What an operator reads from the server: its log, every line of it one JSON object (its start, Next's
 * own lines, its shutdown), and Prometheus metrics at `/metrics` for whoever holds METRICS_TOKEN.
 */

const METRICS_TOKEN = 'a-metrics-token-for-this-test-only-0123456789';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ env: { METRICS_TOKEN, LOG_LEVEL: 'info' } });
  token = await signIn(server.url);
});
afterAll(() => server?.stop());

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) =>
  fetch(`${server.url}/metrics`, { headers });

/** A metric family of the exposition, failing the test when it is missing. */
function family(families: PrometheusFamily[], name: string): PrometheusFamily {
  const found = families.find((candidate) => candidate.name === name);
  expect(found, name).toBeDefined();
  return found as PrometheusFamily;
}

/** The value of the family's first sample named `sample` (the family's name unless told) with these labels. */
function sampleValue(
  found: PrometheusFamily,
  labels: Record<string, string> = {},
  sample = found.name,
): number {
  const match = found.samples.find(
    (candidate) =>
      candidate.name === sample &&
      Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
  );
  return match ? match.value : Number.NaN;
}

describe('/metrics', () => {
  it('refuses a scrape without the token, or with another one', async () => {
    const without = await scrape({});
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await scrape({ authorization: 'Bearer not-the-token' })).status).toBe(401);
    expect((await scrape({ authorization: METRICS_TOKEN })).status).toBe(401);
    const posted = await fetch(`${server.url}/metrics`, {
      method: 'POST',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });

  it('reads the scheme in any case and any spaces after it, as HTTP allows', async () => {
    expect((await scrape({ authorization: `bearer ${METRICS_TOKEN}` })).status).toBe(200);
    expect((await scrape({ authorization: `BEARER   ${METRICS_TOKEN}` })).status).toBe(200);
  });

  it('is not there at all on a server without METRICS_TOKEN', async () => {
    const response = await fetch(`${inject('baseUrl')}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(404);
  });

  it('answers Prometheus text: requests by kind, latency, the page cache, the outbox, the database, memory', async () => {
    // A page twice (rendered into the cache, then from it), the API, the back office, a build file,
    // and a reset link asked for, which waits in the outbox (no mail server is set up here).
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/`)).headers.get('x-cache')).toBe('HIT');
    expect(
      (await fetch(`${server.url}/api/services`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    const signInPage = await (await fetch(`${server.url}/auth/login`)).text();
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(signInPage)?.[1];
    expect((await fetch(`${server.url}${script}`)).status).toBe(200);
    const reset = await fetch(`${server.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: E2E_ADMIN.email }),
    });
    expect(reset.status).toBe(200);

    // A request is counted once its answer is sent, which may be just after the client has it.
    const pages = { kind: 'page', method: 'GET', status: '200' };
    const counted = async () => {
      const families = parsePrometheusText(await (await scrape()).text());
      const requests = family(families, 'site_http_requests');
      return (
        sampleValue(requests, pages, 'site_http_requests_total') >= 2 &&
        sampleValue(requests, { kind: 'api' }, 'site_http_requests_total') >= 1
      );
    };
    await expect.poll(counted).toBe(true);

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    // The exposition format line by line: comments, then `name{labels} value`.
    for (const line of text.split('\n').filter(Boolean)) {
      expect(line).toMatch(
        /^(# (HELP|TYPE) [a-zA-Z_:][\w:]* .+|[a-zA-Z_:][\w:]*(\{([a-zA-Z_]\w*="(?:[^"\\]|\\.)*",?)*\})? (-?[\d.e+-]+|NaN|[+-]Inf))$/,
      );
    }
    const families = parsePrometheusText(text);

    // The parser names a counter's family without its `_total`.
    const requests = family(families, 'site_http_requests');
    expect(requests.type).toBe('counter');
    const kinds = new Set(requests.samples.map((sample) => sample.labels.kind));
    for (const kind of ['page', 'api', 'back-office', 'asset']) expect(kinds, kind).toContain(kind);
    expect(sampleValue(requests, pages, 'site_http_requests_total')).toBeGreaterThanOrEqual(2);

    const latency = family(families, 'site_http_request_duration_seconds');
    expect(latency.type).toBe('histogram');
    const apiCount = sampleValue(latency, { kind: 'api' }, 'site_http_request_duration_seconds_count');
    expect(apiCount).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(latency, { kind: 'api', le: '+Inf' }, 'site_http_request_duration_seconds_bucket'),
    ).toBe(apiCount);

    const cache = family(families, 'site_page_cache_answers');
    expect(sampleValue(cache, { result: 'hit' }, 'site_page_cache_answers_total')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(cache, { result: 'miss' }, 'site_page_cache_answers_total')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(family(families, 'site_page_cache_pages'))).toBeGreaterThanOrEqual(1);
    expect(sampleValue(family(families, 'site_page_cache_bytes'))).toBeGreaterThan(1000);

    expect(sampleValue(family(families, 'site_application_figures_up'))).toBe(1);
    expect(sampleValue(family(families, 'site_mail_outbox_pending'))).toBeGreaterThanOrEqual(1);
    expect(sampleValue(family(families, 'site_mail_outbox_oldest_pending_seconds'))).toBeGreaterThanOrEqual(
      0,
    );
    expect(sampleValue(family(families, 'site_mail_outbox_failed'))).toBe(0);
    const connections = family(families, 'site_database_connections');
    expect(sampleValue(connections, { engine: 'sqlite', state: 'open' })).toBe(1);

    expect(sampleValue(family(families, 'process_resident_memory_bytes'))).toBeGreaterThan(10_000_000);
    expect(sampleValue(family(families, 'nodejs_heap_size_used_bytes'))).toBeGreaterThan(0);
  });
});

describe('memory', () => {
  it('holds no image library until a picture is drawn: not for pages or the API, then for an upload and the logo', async () => {
    const imageLibraryMapped = () =>
      readFileSync(`/proc/${server.process.pid}/maps`, 'utf8').includes('libvips');
    const authorization = { authorization: `Bearer ${token}` };
    for (const path of ['/', '/services', '/blog', '/free-quote', '/auth/login']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    }
    expect((await fetch(`${server.url}/api/media`, { headers: authorization })).status).toBe(200);
    expect(imageLibraryMapped()).toBe(false);

    const upload = await uploadPicture(server.url, token, {
      width: 1200,
      height: 800,
      rgb: [40, 90, 160],
      format: 'jpeg',
      name: 'driveway.jpg',
      alt: 'A bullet camera over a driveway',
    });
    expect(upload.status).toBe(201);
    const { data } = (await upload.json()) as { data: { width: number; variants: { width: number }[] } };
    expect([data.width, ...data.variants.map((variant) => variant.width)]).toEqual([1200, 480, 960]);
    expect(imageLibraryMapped()).toBe(true);

    const logo = await fetch(`${server.url}/logo.png`);
    expect(logo.status).toBe(200);
    expect((await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).format).toBe('png');
  });
});

describe('the server log', () => {
  it('is one JSON object per line from start to shutdown, Next’s own lines included', async () => {
    expect((await fetch(`${server.url}/no-such-page-here`)).status).toBe(404);
    // Next's image resizer is not the visitors' to use: no picture work, no error logged.
    expect((await fetch(`${server.url}/_next/image?url=%2Fmedia%2Fnope.png&w=64&q=75`)).status).toBe(404);
    await server.stop();
    const lines = server.output().split('\n').filter(Boolean);
    const entries = lines.map((line) => {
      expect(() => JSON.parse(line), line).not.toThrow();
      return JSON.parse(line) as { level: number; time: number; msg: string };
    });
    for (const entry of entries) {
      expect(typeof entry.level).toBe('number');
      expect(typeof entry.time).toBe('number');
      expect(typeof entry.msg).toBe('string');
    }
    // Nothing a visitor did here is an error of the server's.
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    const messages = entries.map((entry) => entry.msg);
    // Next's own line, as it loads its configuration.
    expect(messages).toContainEqual(expect.stringMatching(/^✓ Running next\.config\.mjs took \d+ms$/));
    expect(messages).toContainEqual(expect.stringMatching(/^Listening on http:\/\/localhost:\d+$/));
    expect(messages).toContainEqual(
      expect.stringMatching(/^Sign in at http:\/\/127\.0\.0\.1:\d+\/auth\/login$/),
    );
    expect(messages).toContain('SIGTERM: finishing the requests in flight, then stopping');
    expect(messages).toContain('stopped (every request answered)');
  });

  /** The last line of a server that could not start, and how it exited. */
  const failedStart = (env: Record<string, string>) => {
    const run = spawnSync(process.execPath, [serverBundle()], {
      encoding: 'utf8',
      // A server that does not stop is the failure this looks for: it is ended, not waited for.
      timeout: 90_000,
      env: {
        ...process.env,
        SECURECAM_SERVER_TUNED: '1',
        NODE_OPTIONS: '',
        DATA_DIR: server.dataDir,
        ...env,
      },
    });
    const lines = run.stdout.trim().split('\n');
    const parsed = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    return {
      status: run.status,
      stderr: run.stderr,
      last: parsed.at(-1),
      // Lines at error level or above: a failed start says why in one fatal line, with nothing before it.
      errors: parsed.filter((line) => line.level >= 50).length,
    };
  };

  it('says in JSON why the server cannot start, as with a METRICS_TOKEN too short to guard anything', () => {
    const run = failedStart({ METRICS_TOKEN: 'short' });
    expect(run).toEqual({
      // A setting to fix: the systemd unit does not start it again (RestartPreventExitStatus=78).
      status: 78,
      stderr: '',
      errors: 1,
      last: expect.objectContaining({
        level: 60,
        msg: 'The server cannot start: METRICS_TOKEN must be at least 24 characters, without spaces (e.g. openssl rand -hex 32)',
      }),
    });
  });

  it.each([
    ['AUTH_SECRET', 'x'],
    ['TRUST_PROXY', 'bogus'],
    ['LOG_LEVEL', 'bogus'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_FORMS_PER_HOUR', '0'],
    ['PUBLIC_URL', 'notaurl'],
    ['PORT', 'abc'],
  ])(
    'stops with 78 and one fatal line naming %s on a wrong value, instead of serving errors',
    (name, value) => {
      const run = failedStart({ [name]: value });
      expect(run.status).toBe(78);
      expect(run.stderr).toBe('');
      expect(run.errors).toBe(1);
      expect(run.last).toEqual(
        expect.objectContaining({
          level: 60,
          msg: expect.stringMatching(new RegExp(`^The server cannot start: Invalid configuration: ${name} `)),
        }),
      );
    },
  );

  it('fails, saying so, on a port another program holds, so a supervisor starts it again', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as AddressInfo).port;
    try {
      const run = failedStart({ PORT: String(port), HOST: '127.0.0.1' });
      expect(run).toEqual({
        status: 1,
        stderr: '',
        errors: 1,
        last: expect.objectContaining({
          level: 60,
          msg: `The server cannot start: port ${port} on 127.0.0.1 is in use (another instance, or another program).`,
        }),
      });
    } finally {
      holder.close();
    }
  });

  it('goes on serving, and stops when told, once nothing reads its log any more', async () => {
    // `npm start | head`, or a log shipper that stopped: every line written after is a failed write.
    const unread = await startServer({ env: { LOG_LEVEL: 'info' } });
    try {
      unread.process.stdout?.destroy();
      for (const path of ['/api/health', '/', '/api/health', '/services']) {
        const answer = await fetch(`${unread.url}${path}`, { signal: AbortSignal.timeout(5_000) });
        expect(answer.status, path).toBe(200);
      }
      const exited = new Promise<number | string | null>((resolve) => {
        unread.process.once('exit', resolve);
        setTimeout(() => resolve('still running 5 s after SIGTERM'), 5_000).unref();
      });
      unread.process.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      unread.process.kill('SIGKILL');
    }
  });
});
