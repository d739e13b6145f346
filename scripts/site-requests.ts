import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApiRequestListener, isNotReadyAnswer } from './api-requests.ts';
import type { RequestHandler } from './capture-response.ts';
import type { PageServer } from './page-server.ts';
import type { Admit } from './request-admission.ts';
import { hasBody, MAX_BODY_BYTES, MAX_FORM_BODY_BYTES, receiveBody } from './request-body.ts';
import { isApiPath, isMalformedPath, loggedPath, tidyPathLocation } from './request-path.ts';
import { JSON_REFUSAL_HEADERS, SERVER_ANSWER_HEADERS } from './security-headers.mjs';
import { type ServerLog, serverLog } from './server-log.ts';

/** Must match SOCKET_ADDRESS_HEADER in src/server/api/client-ip.ts. */
const SOCKET_ADDRESS_HEADER = 'x-socket-remote-address';
/** The request id the API logs with (src/server/api/middleware.ts reads the same header and rule). */
const REQUEST_ID_HEADER = 'x-request-id';
const VALID_REQUEST_ID = /^[\w-]{8,64}$/;
const IMAGE_OPTIMIZER = /^\/_next\/image(?:[/?]|$)/;
/**
 * The methods the site answers outside the API: reading pages, build files and uploads, and sending
 * its forms. Next would render a page for a PUT or a DELETE, and fail with a 500 on TRACE.
 */
const SITE_METHODS = new Set(['GET', 'HEAD', 'POST']);
const ALLOWED_SITE_METHODS = [...SITE_METHODS].join(', ');

export interface SiteRequestOptions {
  /** Next's request handler. */
  handle: RequestHandler;
  pages: PageServer;
  /** Answers a build file from here when it can (`static-brotli.ts`); false leaves it to Next. */
  serveStatic: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
  admit: Admit;
  /** Answers an API request without Next (`api-requests.ts`); without it, Next answers the API too. */
  serveApi?: ApiRequestListener;
  /** Called first for every request (idle tracking, the drain). */
  onRequest?: (request: IncomingMessage, response: ServerResponse) => void;
  log?: ServerLog;
}

/**
 * Requests Next answers directly: build files, the API, uploads, and the RSC payloads of
 * client-side navigation (never confused with the HTML document at the same path).
 */
function isForNextOnly(request: IncomingMessage): boolean {
  const url = request.url ?? '/';
  if (/^\/(?:_next|api|media)(?:[/?]|$)/.test(url)) return true;
  if (request.headers.rsc !== undefined) return true;
  return /[?&]_rsc=/.test(url);
}

/** The client's request id when it sent a usable one (a proxy's), else a new one. */
function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** 405 to a method the site does not answer outside the API; OPTIONS is told which ones it does. */
function refuseMethod(request: IncomingMessage, response: ServerResponse, requestId: string): void {
  const asked = request.method === 'OPTIONS';
  const body = asked ? '' : 'This address answers GET, HEAD and POST only';
  response.writeHead(asked ? 204 : 405, {
    ...SERVER_ANSWER_HEADERS,
    allow: ALLOWED_SITE_METHODS,
    'cache-control': 'no-store',
    'x-request-id': requestId,
    ...(asked
      ? {}
      : { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) }),
  });
  response.end(body);
}

function refuseApiRequest(response: ServerResponse, requestId: string): void {
  const body = JSON.stringify({
    success: false,
    message: 'This address is not valid: an escape in it does not decode, or it has a . or .. segment',
  });
  response.writeHead(400, {
    ...JSON_REFUSAL_HEADERS,
    'content-length': Buffer.byteLength(body),
    'x-request-id': requestId,
  });
  response.end(body);
}

/**
 * What the production server does with each request: an unreadable address is refused before
 * routing, a cached page is answered at once, anything else waits its turn (`request-admission.ts`)
 * once its body has arrived (`request-body.ts`). Every answer of 500 or more is logged with the
 * request's id, which the API logs its own lines with too.
 */
export function createSiteRequestListener({
  handle,
  pages,
  serveStatic,
  admit,
  serveApi,
  onRequest,
  log = serverLog,
}: SiteRequestOptions): (request: IncomingMessage, response: ServerResponse) => void {
  function failed(response: ServerResponse, requestId: string, error: unknown): void {
    log({ requestId, err: String((error as Error)?.stack ?? error), msg: 'request failed' });
    if (!response.headersSent) {
      response.writeHead(500, {
        ...SERVER_ANSWER_HEADERS,
        'content-type': 'text/plain; charset=utf-8',
        'x-request-id': requestId,
      });
      response.end('Something went wrong');
    } else {
      response.destroy();
    }
  }

  function serve(request: IncomingMessage, response: ServerResponse, requestId: string): void {
    try {
      const answeringApi = isApiPath(request.url ?? '/') ? serveApi?.(request, response) : null;
      if (answeringApi) {
        answeringApi.catch((error) => failed(response, requestId, error));
        return;
      }
      if (isForNextOnly(request)) {
        serveStatic(request, response)
          .then(async (served) => {
            if (!served) await handle(request, response);
          })
          .catch((error) => failed(response, requestId, error));
        return;
      }
      // A cached page is answered synchronously; anything else comes back as a promise.
      pages.servePage(request, response)?.catch((error) => failed(response, requestId, error));
    } catch (error) {
      failed(response, requestId, error);
    }
  }

  return (request, response) => {
    onRequest?.(request, response);
    // The peer address, set here so no client can forge it; rate limits and logs rely on it.
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
    const requestId = requestIdOf(request);
    request.headers[REQUEST_ID_HEADER] = requestId;
    const url = request.url ?? '/';
    response.once('finish', () => {
      if (response.statusCode < 500) return;
      const path = loggedPath(url.split(/[?#]/)[0]);
      const entry = { requestId, method: request.method, path, status: response.statusCode };
      // Anyone may call while the app starts: a warning, or they could fill the log of errors.
      if (isNotReadyAnswer(response)) log({ ...entry, msg: 'answered before the app was ready' }, 'warn');
      else log({ ...entry, msg: 'server error' });
    });
    if (isMalformedPath(url)) {
      if (isApiPath(url)) refuseApiRequest(response, requestId);
      else
        pages
          .serveBadRequest(request, response, { 'x-request-id': requestId })
          .catch((error) => failed(response, requestId, error));
      return;
    }
    if (!SITE_METHODS.has(request.method ?? 'GET') && !isApiPath(url)) {
      refuseMethod(request, response, requestId);
      return;
    }
    // Next's image resizer: the site never uses it (uploads get their sizes once, at upload), so no
    // visitor may make the server resize pictures or write its cache.
    if (IMAGE_OPTIMIZER.test(url)) {
      response.writeHead(404, {
        ...SERVER_ANSWER_HEADERS,
        'content-type': 'text/plain; charset=utf-8',
        'x-request-id': requestId,
      });
      response.end('Not found');
      return;
    }
    // One address per page: `//about`, `/about/` and `/blog//post` are sent to `/about` and `/blog/post`.
    const single = tidyPathLocation(request.method, url);
    if (single) {
      response.writeHead(308, {
        ...SERVER_ANSWER_HEADERS,
        location: single,
        'cache-control': 'no-store',
        'x-request-id': requestId,
      });
      response.end();
      return;
    }
    // A cached page costs microseconds and no query: it never waits in line behind renders.
    if (!isForNextOnly(request) && pages.serveFromCache(request, response)) return;
    if (!hasBody(request)) {
      admit(request, response, () => serve(request, response, requestId));
      return;
    }
    // A request takes its place in line once its body has arrived: a slow sender delays only itself.
    const maxBytes = isApiPath(url) ? MAX_BODY_BYTES : MAX_FORM_BODY_BYTES;
    receiveBody(request, response, { maxBytes }).then((received) => {
      if (received) admit(received, response, () => serve(received, response, requestId));
    });
  };
}
