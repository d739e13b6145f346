import {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { getRequestListener } from '@hono/node-server';
import {
  type ApiFetch,
  installedApiFetch,
  whenApiFetchInstalled,
} from '../src/server/handshake/page-server-handshake.ts';
import { JSON_REFUSAL_HEADERS, SERVER_ANSWER_HEADERS } from './security-headers.mjs';

/**
 * Answers `/api/*` with the app's API directly (`installApiFetch`, done when the app has started),
 * not through Next's route handler: Next's routing, its request context and its copy of the request
 * cost more than most API calls do themselves. What the server does before (the address checks,
 * the request id, the socket address, the body read in full and its limit, admission) is the same
 * for both; the API's own middleware does the rest (logs, limits, the purge after writes).
 */
export type ApiRequestListener = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * How long a request that comes while the app is still starting (the server listens while the app
 * opens its database and seeds it) waits for the app's API before it is answered 503.
 */
export const API_START_WAIT_MS = 30_000;

/**
 * The headers as the app reads them: Node's merged `headers`, which the server has already
 * rewritten (its request id, the socket's address in place of anything a client sent under that
 * name), not the `rawHeaders` the client sent.
 */
function rawHeadersOf(headers: IncomingHttpHeaders): string[] {
  const raw: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) raw.push(name, one);
    else raw.push(name, value);
  }
  return raw;
}

const EMPTY_BODY = Buffer.alloc(0);

/**
 * The body as one piece, as the server has already read it (`request-body.ts`), with the length
 * that says so: the API's body limit then reads the length, where a chunked body would be read again
 * as a stream and copied into a new request.
 */
function describeWholeBody(request: IncomingMessage & { rawBody?: Buffer }): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const body = request.rawBody ?? EMPTY_BODY;
  request.rawBody = body;
  delete request.headers['transfer-encoding'];
  request.headers['content-length'] = String(body.length);
}

/** What every answer of the site carries (`security-headers.mjs`), by lower-case name. */
const SITE_HEADERS = Object.entries(SERVER_ANSWER_HEADERS);

/**
 * The site's headers, then the answer's own: a name the answer sets itself (in any case) keeps the
 * answer's value, as does one already set on the response.
 */
function underSiteHeaders(response: ServerResponse, own: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const merged: OutgoingHttpHeaders = {};
  for (const [name, value] of SITE_HEADERS) if (!response.hasHeader(name)) merged[name] = value;
  for (const name in own) {
    const lowerCase = name.toLowerCase();
    if (lowerCase !== name) delete merged[lowerCase];
    merged[name] = own[name];
  }
  return merged;
}

/**
 * `writeHead` for an API answer: the site's headers go into the one header block the answer is
 * written with, under the API's own (its policy replaces the fallback one). Set beforehand with
 * `setHeader`, they would send every answer's whole header block down Node's slow path (merged and
 * checked header by header): measured against this, 1.5 to 3 of the 18 µs of CPU a `GET /api/health`
 * costs. An answer written without a header object (or with a raw list) gets them set the slow way.
 */
function writeHeadUnderSiteHeaders(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
  const headers = rest.at(-1);
  if (headers !== null && typeof headers === 'object' && !Array.isArray(headers)) {
    rest[rest.length - 1] = underSiteHeaders(this, headers as OutgoingHttpHeaders);
  } else {
    for (const [name, value] of SITE_HEADERS) if (!this.hasHeader(name)) this.setHeader(name, value);
  }
  return (ServerResponse.prototype.writeHead as (...args: unknown[]) => ServerResponse).call(
    this,
    statusCode,
    ...rest,
  );
}

const notReadyAnswers = new WeakSet<ServerResponse>();

/**
 * Whether `response` is a 503 this listener gave because the app was not ready: a start that took
 * long, or a stop that came first. The site logs those as a warning, not as a server error.
 */
export function isNotReadyAnswer(response: ServerResponse): boolean {
  return notReadyAnswers.has(response);
}

/** The answer to a request the app did not start in time for, or that a stop came before: try again shortly. */
function answerNotReady(request: IncomingMessage, response: ServerResponse, message: string): void {
  const requestId = request.headers['x-request-id'];
  const body = JSON.stringify({ success: false, message });
  notReadyAnswers.add(response);
  response.writeHead(503, {
    ...JSON_REFUSAL_HEADERS,
    'content-length': Buffer.byteLength(body),
    'retry-after': '5',
    ...(typeof requestId === 'string' ? { 'x-request-id': requestId } : {}),
  });
  response.end(body);
}

type Waited = 'started' | 'late' | 'stopping';

/** What came first: the app's API, `milliseconds`, or the server's stop. */
function firstOf(installation: Promise<unknown>, milliseconds: number, stop: Promise<void>): Promise<Waited> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Waited>((resolve) => {
    timer = setTimeout(() => resolve('late'), milliseconds);
  });
  return Promise.race([
    installation.then((): Waited => 'started'),
    stop.then((): Waited => 'stopping'),
    late,
  ]).finally(() => clearTimeout(timer));
}

/**
 * Every `/api/*` request, answered by the API the app installs once it has started. One that comes
 * before (the server listens while the app opens its database) waits for it, `startWaitMs` at most,
 * rather than going to Next's route handler, which would load a second copy of the whole API. It is
 * answered 503 with `Retry-After` if the wait runs out or the server is told to stop meanwhile
 * (`stopWaiting`), and dropped if its client has gone by then: a write its client gave up on must
 * not be made later.
 *
 * Made once, before the server listens: `@hono/node-server` then puts its lightweight Request and
 * Response in place of the global ones (its default), for the whole process, so Next and the API see
 * the same classes from the first request on. Both are the global classes' own subclasses and become
 * a full one when a caller needs more than status, headers and a body it already holds. An answer
 * Hono makes (`c.json`) is then written from the string it holds, where a global Response would be
 * read back through a stream: measured, a third less CPU per `GET /api/health`.
 */
export function createApiRequestListener({
  installed = installedApiFetch,
  whenInstalled = whenApiFetchInstalled,
  startWaitMs = API_START_WAIT_MS,
}: {
  installed?: () => ApiFetch | undefined;
  whenInstalled?: () => Promise<ApiFetch>;
  startWaitMs?: number;
} = {}): ApiRequestListener & { stopWaiting(): void } {
  // Called only once the API is installed.
  const listener = getRequestListener((web) => installed()!(web), { overrideGlobalObjects: true });
  let stopWaiting = () => {};
  const stopping = new Promise<void>((resolve) => {
    stopWaiting = resolve;
  });
  const answer: ApiRequestListener = async (request, response) => {
    describeWholeBody(request);
    request.rawHeaders = rawHeadersOf(request.headers);
    // What every answer of the site carries, put under the API's own headers as it writes them.
    response.writeHead = writeHeadUnderSiteHeaders as ServerResponse['writeHead'];
    if (installed()) return listener(request, response);
    const waited = await firstOf(whenInstalled(), startWaitMs, stopping);
    if (response.destroyed || request.socket.destroyed) return;
    if (waited === 'started') return listener(request, response);
    answerNotReady(
      request,
      response,
      waited === 'late'
        ? 'The site is still starting. Try again in a moment.'
        : 'The site is stopping. Try again in a moment.',
    );
  };
  return Object.assign(answer, { stopWaiting: () => stopWaiting() });
}
