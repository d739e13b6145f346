import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Registry } from '@/kit/registry';
import { clientIpFrom } from './client-ip';
import type { ApiEnv, AppDependencies } from './context';
import { ApiError } from './errors';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Request id, client IP and a child logger on every request; one log line when it ends. */
export const requestContext = (deps: AppDependencies, registry: Registry) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const clientIp = clientIpFrom(c.req.raw.headers, deps.trustProxy);
    const log = deps.logger.child({ requestId });
    c.set('deps', deps);
    c.set('registry', registry);
    c.set('requestId', requestId);
    c.set('clientIp', clientIp);
    c.set('log', log);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
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

export const limitBodySize = createMiddleware<ApiEnv>((c, next) =>
  isUploadRequest(c) ? next() : jsonBodyLimit(c, next),
);

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Bodies are JSON (uploads are multipart, on their own route): anything else is 415. */
export const requireJsonBody = createMiddleware<ApiEnv>(async (c, next) => {
  if (METHODS_WITH_BODY.has(c.req.method) && !isUploadRequest(c)) {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new ApiError(415, 'Send the request body as application/json');
    }
  }
  await next();
});
