import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { Registry } from '@/kit/registry';
import { tokenAsLogged } from '../handshake/logged-token';
import { clientIpFrom } from './client-ip';
import type { ApiEnv, AppDependencies } from './context';
import { ApiError } from './errors';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** What every API answer carries: its request id, no caching, and a policy that lets nothing load. */
const answerHeaders = (requestId: string): Array<[string, string]> => [
  ['X-Request-Id', requestId],
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
];

/**
 * The request's logger (a child carrying its id), made when something first logs through it: most
 * requests log nothing but their last line, and making a child (its bindings go through the
 * redaction of secrets) cost more than answering a cached list.
 */
function childWhenUsed(logger: Logger, requestId: string): Logger {
  let child: Logger | undefined;
  return new Proxy({} as Logger, {
    get(_target, property) {
      child ??= logger.child({ requestId });
      const value = Reflect.get(child, property, child);
      return typeof value === 'function' ? value.bind(child) : value;
    },
  });
}

/**
 * The path as the request log shows it. A route parameter named `token` is a private link (a booked
 * survey's, `/api/survey-bookings/{token}`): whoever reads the log must not be able to act on it, so
 * it is cut to its first characters. Read once the route has answered, from its pattern.
 */
function loggedPath(c: Context): string {
  const pattern = c.req.routePath.split('/');
  const at = pattern.indexOf(':token');
  if (at < 0) return c.req.path;
  const segments = c.req.path.split('/');
  if (segments.length !== pattern.length) return c.req.routePath;
  segments[at] = tokenAsLogged(segments[at]!);
  return segments.join('/');
}

/** Request id, client IP and a child logger on every request; one log line when it ends. */
export const requestContext = (deps: AppDependencies, registry: Registry) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const clientIp = clientIpFrom(c.req.raw.headers, deps.trustProxy);
    const log = childWhenUsed(deps.logger, requestId);
    c.set('deps', deps);
    c.set('registry', registry);
    c.set('requestId', requestId);
    c.set('clientIp', clientIp);
    c.set('log', log);
    const started = performance.now();
    // Set before the answer is made, so every answer made through the context carries them; set
    // afterwards, each would make Hono copy the finished answer. One made otherwise gets them after.
    const headers = answerHeaders(requestId);
    for (const [name, value] of headers) c.header(name, value);
    await next();
    if (c.res.headers.get('X-Request-Id') !== requestId)
      for (const [name, value] of headers) c.header(name, value);
    // The same line as the request's own logger writes, without making one for it.
    if (!deps.logger.isLevelEnabled('info')) return;
    deps.logger.info(
      {
        requestId,
        method: c.req.method,
        path: loggedPath(c),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        ip: clientIp,
        userId: c.get('user')?.id,
      },
      'request',
    );
  });

/** The one route whose body is multipart (`POST /api/media`): it sets its own type rule and limit. */
const isUploadRequest = (c: Context) => c.req.method === 'POST' && c.req.path === '/api/media';

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'Request body is too large (at most 1 MB)');
  },
});

/**
 * A GET or HEAD has no body to read: asking for one would make the server's lightweight request
 * build a whole web request (`@hono/node-server`), the costliest step of a read.
 */
const hasNoBody = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD';

export const limitBodySize = createMiddleware<ApiEnv>((c, next) =>
  isUploadRequest(c) || hasNoBody(c) ? next() : jsonBodyLimit(c, next),
);

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Whether the request carries a body: its length says so (the server always sets it once it has
 * read the body, `scripts/api-requests.ts`), else the request has one.
 */
function carriesBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return length === undefined ? c.req.raw.body !== null : length !== '0';
}

/**
 * Bodies are JSON (uploads are multipart, on their own route): anything else is 415. A call that
 * sends no body (renewing a session, restoring from the trash) needs no type for it.
 */
export const requireJsonBody = createMiddleware<ApiEnv>(async (c, next) => {
  if (METHODS_WITH_BODY.has(c.req.method) && !isUploadRequest(c) && carriesBody(c)) {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new ApiError(415, 'Send the request body as application/json');
    }
  }
  await next();
});
