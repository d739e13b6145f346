import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '@/server/api/context';
import { notFound } from '@/server/api/errors';
import { authenticate, requireAccess } from '@/server/api/guard';
import { errorResponses, jsonBody, jsonContent } from '@/server/api/openapi-shapes';
import { PREVIEW_LINK_HOURS, PREVIEW_PARAM, signPreviewToken } from '@/server/preview/preview-token';
import type { AnyModule } from '../define-module';
import { idParams } from './id-params';
import { findRecord } from './repository';

const previewLink = z
  .object({
    data: z.object({
      url: z.url().meta({ example: 'https://example.com/services/cctv-installation?preview=eyJhbGciOi...' }),
    }),
  })
  .openapi('PreviewLink');

/** `PUBLIC_URL` followed by a site path, whether or not the base ends with a slash. */
const onPublicSite = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/**
 * `POST /api/{key}/{id}/preview-link`: a signed link to the record's public page that shows it even
 * while visitors cannot see it (unpublished, a draft, scheduled). Only for modules whose records
 * have a public page.
 */
export function registerPreviewLinkRoute(app: ApiApp, module: AnyModule) {
  const singular = module.label.singular.toLowerCase();
  app.openapi(
    createRoute({
      method: 'post',
      path: `/${module.key}/{id}/preview-link`,
      tags: [module.label.plural],
      security: [{ bearerAuth: [] }],
      middleware: [authenticate, requireAccess(module.access)],
      summary: `Get a preview link to a ${singular}'s public page`,
      description: `The link works for ${PREVIEW_LINK_HOURS} hours, for this record only, whether or not it is published.`,
      request: { params: idParams, body: jsonBody(z.strictObject({})) },
      responses: {
        200: jsonContent('The preview link', previewLink),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const deps = c.get('deps');
      const record = await findRecord(await deps.database(), module, id);
      if (!record) throw notFound(`${module.label.singular} not found`);
      const path = module.sitePath?.(record) ?? null;
      if (path === null) throw notFound(`This ${singular} has no public page`);
      const token = await signPreviewToken({ module: module.key, recordId: id }, await deps.authSecret());
      const url = `${onPublicSite(deps.publicUrl, path)}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
      return c.json({ data: { url } }, 200);
    },
  );
}
