import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import {
  type ApplicationFigures,
  applicationFiguresReader,
  type PageCacheControl,
} from '../src/server/handshake/page-server-handshake.ts';
import type { Label } from './page-server.ts';
import type { ServerLog } from './server-log.ts';

/**
 * Prometheus metrics at `GET /metrics`, for a scraper that sends `Authorization: Bearer
 * $METRICS_TOKEN` (unset: no endpoint, the address is the site's 404). Counted here, in front of
 * everything: requests and their latency by route kind, page-cache answers; read at each scrape: the
 * page cache's size, and through the handshake the app's figures (the mail outbox, the database's
 * connections); and Node's own (memory, CPU, event-loop delay, garbage collection).
 */

export const METRICS_PATH = '/metrics';
const MIN_TOKEN_LENGTH = 24;

/** What a request is, for its labels: a bounded set, whatever the address. */
export type RouteKind = 'page' | 'back-office' | 'api' | 'asset' | 'media';

export function routeKindOf(url: string): RouteKind {
  if (/^\/api(?:[/?]|$)/.test(url)) return 'api';
  if (/^\/_next\//.test(url)) return 'asset';
  if (/^\/media(?:[/?]|$)/.test(url)) return 'media';
  if (/^\/(?:admin|auth)(?:[/?]|$)/.test(url)) return 'back-office';
  return 'page';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface SiteMetrics {
  /** Counts the request and times it until its answer is sent (or the client leaves). */
  observe(request: IncomingMessage, response: ServerResponse): void;
  /** A page answered from the cache, rendered into it, or rendered for this request only. */
  countCacheAnswer(answer: Label): void;
  /** Answers `/metrics` (true), or leaves the request to the site (false). */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
}

/** The token from the environment: unset turns the endpoint off; a short one stops the start. */
export function metricsTokenFrom(value: string | undefined): string | null {
  if (!value) return null;
  if (value.trim().length < MIN_TOKEN_LENGTH || /\s/.test(value)) {
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters, without spaces (e.g. openssl rand -hex 32)`,
    );
  }
  return value;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createMetrics({
  token,
  pageCache,
  log,
}: {
  token: string | null;
  pageCache: () => ReturnType<PageCacheControl['stats']>;
  log: ServerLog;
}): SiteMetrics {
  // Without a token nobody can read them: nothing is counted, and Node's own are not collected.
  if (!token) return { observe: () => {}, countCacheAnswer: () => {}, serve: () => false };
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'HTTP requests answered, by route kind, method and status',
    labelNames: ['kind', 'method', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request to its answer being sent, by route kind',
    labelNames: ['kind'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cacheAnswers = new Counter({
    name: 'site_page_cache_answers_total',
    help: 'Pages answered from the full-page cache (hit), rendered into it (miss) or for one request (bypass)',
    labelNames: ['result'] as const,
    registers,
  });
  new Gauge({
    name: 'site_page_cache_pages',
    help: 'Pages held in the full-page cache',
    registers,
    collect() {
      this.set(pageCache().pages);
    },
  });
  new Gauge({
    name: 'site_page_cache_bytes',
    help: 'Bytes held in the full-page cache (every encoding of every page)',
    registers,
    collect() {
      this.set(pageCache().bytes);
    },
  });

  // The app's figures, read once per scrape before the registry renders them.
  let figures: ApplicationFigures | null = null;
  const appUp = new Gauge({
    name: 'site_application_figures_up',
    help: 'Whether the app answered for its figures at this scrape (0: starting, or its database failed)',
    registers,
  });
  const gauge = (name: string, help: string, value: (figures: ApplicationFigures) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (figures) this.set(value(figures));
        else this.reset();
      },
    });
  gauge('site_mail_outbox_pending', 'E-mails waiting in the outbox to be sent', (f) => f.outbox.pending);
  gauge('site_mail_outbox_failed', 'E-mails the outbox gave up on', (f) => f.outbox.failed);
  gauge(
    'site_mail_outbox_oldest_pending_seconds',
    'How long the oldest e-mail waiting in the outbox has waited (0 when none waits)',
    (f) => f.outbox.oldestPendingSeconds,
  );
  new Gauge({
    name: 'site_database_connections',
    help: "The database's connections in this process by state (PostgreSQL: the pool; SQLite: one)",
    labelNames: ['engine', 'state'] as const,
    registers,
    collect() {
      this.reset();
      if (!figures) return;
      const { engine, open, idle, waiting, max } = figures.database;
      this.set({ engine, state: 'open' }, open);
      this.set({ engine, state: 'idle' }, idle);
      this.set({ engine, state: 'waiting' }, waiting);
      this.set({ engine, state: 'max' }, max);
    },
  });

  async function readFigures(): Promise<void> {
    const read = applicationFiguresReader();
    try {
      figures = read ? await read() : null;
    } catch (error) {
      figures = null;
      log({ msg: 'metrics: the app could not read its figures', err: String(error) }, 'warn');
    }
    appUp.set(figures ? 1 : 0);
  }

  const expected = digest(token);
  function authorised(request: IncomingMessage): boolean {
    // The scheme's name in any case, and any spaces after it (RFC 9110, section 11.1).
    const presented = /^bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return presented !== undefined && timingSafeEqual(digest(presented), expected);
  }

  function answer(response: ServerResponse, status: number, body: string, headers: Record<string, string>) {
    response.writeHead(status, {
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      ...headers,
    });
    response.end(body);
  }

  return {
    observe(request, response) {
      const started = process.hrtime.bigint();
      const kind = routeKindOf(request.url ?? '/');
      const method = METHODS.has(request.method ?? '') ? (request.method as string) : 'OTHER';
      response.once('close', () => {
        requests.inc({ kind, method, status: String(response.statusCode) });
        latency.observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9);
      });
    },
    countCacheAnswer(result) {
      cacheAnswers.inc({ result: result.toLowerCase() });
    },
    serve(request, response) {
      if ((request.url ?? '').split('?')[0] !== METRICS_PATH) return false;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        answer(response, 405, 'Metrics are read with GET\n', {
          'content-type': 'text/plain; charset=utf-8',
          allow: 'GET, HEAD',
        });
        return true;
      }
      if (!authorised(request)) {
        answer(response, 401, 'A bearer token is needed for the metrics\n', {
          'content-type': 'text/plain; charset=utf-8',
          'www-authenticate': 'Bearer realm="metrics"',
        });
        return true;
      }
      readFigures()
        .then(() => registry.metrics())
        .then(
          (text) => answer(response, 200, text, { 'content-type': registry.contentType }),
          (error) => {
            log({ msg: 'metrics: could not render', err: String(error) });
            answer(response, 500, 'The metrics could not be rendered\n', { 'content-type': 'text/plain' });
          },
        );
      return true;
    },
  };
}
