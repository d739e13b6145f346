import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { ApiApp } from '@/server/api/context';
import { ApiError, invalidInput } from '@/server/api/errors';
import { errorResponses, jsonBody } from '@/server/api/openapi-shapes';
import { rateLimitsFor } from '@/server/api/rate-limits';
import { CONTACT_TAPS_ENDPOINT, contactTapSchema } from '../contact-taps';
import { countContactTap } from './contact-taps-store';
import { isSitePage } from './site-page-paths';

/** A tap is `{"kind":"call","path":"/..."}`: a few hundred bytes is plenty. */
const MAX_TAP_BODY_BYTES = 512;

const contactTapRoute = createRoute({
  method: 'post',
  path: CONTACT_TAPS_ENDPOINT.replace(/^\/api/, ''),
  operationId: 'countContactTap',
  security: [],
  tags: ['Analytics'],
  summary:
    'Count one tap on a click-to-call (tel:) or click-to-text (sms:) link of a public page (no sign-in). ' +
    'Sent by the public pages with navigator.sendBeacon. Only a count per Los Angeles day, page and kind ' +
    'is kept: no address, no cookie. Only pages the site has count (those of the sitemap): any other path is ' +
    'refused with 400. Rate-limited per client (an IPv6 client by its /64); the body is at most 512 bytes.',
  middleware: [
    bodyLimit({
      maxSize: MAX_TAP_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, `Request body is too large (at most ${MAX_TAP_BODY_BYTES} bytes)`);
      },
    }),
  ] as const,
  request: { body: jsonBody(contactTapSchema) },
  responses: {
    204: { description: 'Counted' },
    ...errorResponses(400, 413, 415, 429),
  },
});

export function registerContactTapRoutes(app: ApiApp) {
  app.openapi(contactTapRoute, async (c) => {
    const tap = c.req.valid('json');
    await (await rateLimitsFor(c)).consumePublicBeacon(c.get('clientIp'));
    const database = await c.get('deps').database();
    // `/contact/` is the page `/contact`: one counter per page.
    const path = tap.path.length > 1 ? tap.path.replace(/\/$/, '') : tap.path;
    if (!(await isSitePage(database, c.get('registry'), path))) {
      throw invalidInput({ path: ['Path must be a page of this site'] });
    }
    await countContactTap(database, { ...tap, path });
    return c.body(null, 204);
  });
}
