import 'server-only';
import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { ApiApp } from './context';
import { type ErrorStatus, errorResponses, jsonContent } from './openapi-shapes';

const BEARER_AUTH = 'bearerAuth';
const METHODS_WITH_BODY = new Set(['post', 'put', 'patch']);

/** What the document says of itself: where the API lives and that a call needs a token unless it says otherwise. */
const documentHead = {
  openapi: '3.1.0',
  info: {
    title: 'Security website API',
    version: '1.0.0',
    description:
      'The JSON API of the site and its back office. Every call takes a bearer token unless it says `security: []`; every error answers `{success: false, message, errors?}`.',
  },
  // Paths carry their `/api` prefix (the document is read as-is by tests and clients): the server is the site itself.
  servers: [{ url: '/', description: 'This site; every path of the API starts with /api' }],
  security: [{ [BEARER_AUTH]: [] }],
};

const needsToken = (route: RouteConfig) =>
  route.security === undefined || route.security.some((requirement) => BEARER_AUTH in requirement);

/**
 * The error answers a route gives by its shape alone, whatever its handler does: the middleware every
 * call passes (body size and type, token check), input validation, and the failures of any call.
 */
function answersByShape(route: RouteConfig): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  const { params, query, body } = route.request ?? {};
  if (params || query || body) statuses.push(400);
  if (needsToken(route)) statuses.push(401);
  if (METHODS_WITH_BODY.has(route.method)) statuses.push(413, 415);
  statuses.push(500, 503);
  return statuses;
}

/** Adds the answers by shape a route did not list itself (a route's own wording of one wins). */
function documentAnswersByShape(app: ApiApp) {
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { route } = definition;
    route.responses = { ...errorResponses(...answersByShape(route)), ...route.responses };
  }
}

/** `GET /api/openapi.json`: every call of the API with its operationId, security and answers. */
export function registerOpenApiDocument(app: ApiApp) {
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_AUTH, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token `POST /api/auth/login` answers with',
  });
  app.openapi(
    createRoute({
      method: 'get',
      path: '/openapi.json',
      operationId: 'getOpenApiDocument',
      security: [],
      tags: ['System'],
      summary: 'This document',
      responses: {
        200: jsonContent('The OpenAPI 3.1 document of this API', z.record(z.string(), z.unknown())),
      },
    }),
    (c) => c.json(openApiDocument(app), 200),
  );
}

const completed = new WeakSet<ApiApp>();

/** The document of an app whose routes are all registered (built without a server or a database). */
export function openApiDocument(app: ApiApp) {
  if (!completed.has(app)) {
    documentAnswersByShape(app);
    completed.add(app);
  }
  return app.getOpenAPI31Document(documentHead);
}
