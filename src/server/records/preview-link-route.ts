import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AnyModule } from '@/kit/define-module';
import { inSentence, withArticle } from '@/kit/label-words';
import { issuedPreviewLinkSchema, openPreviewLinkSchema } from '@/lib/preview-links';
import { recordActivity } from '@/server/activity-log/record';
import type { ApiApp, ApiEnv } from '@/server/api/context';
import { notFound } from '@/server/api/errors';
import { authenticate, requireAccess } from '@/server/api/guard';
import { errorResponses, jsonBody, jsonContent, openApiComponent } from '@/server/api/openapi-shapes';
import { issuePreviewLink, listOpenPreviewLinks, revokePreviewLinks } from '@/server/preview/preview-links';
import { PREVIEW_LINK_HOURS, PREVIEW_PARAM } from '@/server/preview/preview-token';
import { idParams } from './id-params';
import { operationIds } from './openapi';
import { findRecord } from './repository';

const issuedLink = z.object({ data: openApiComponent(issuedPreviewLinkSchema, 'PreviewLink') });
const openLinks = z.object({ data: z.array(openApiComponent(openPreviewLinkSchema, 'OpenPreviewLink')) });
const revoked = z.object({ success: z.literal(true), revoked: z.number().int() });

const linkParams = idParams.extend({
  linkId: z
    .string()
    .regex(/^\d{1,10}$/, { message: 'linkId must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .positive({ message: 'linkId must be a positive number' })
        .max(2 ** 31 - 1),
    )
    .openapi({ param: { name: 'linkId', in: 'path' }, type: 'integer' }),
});

/** `PUBLIC_URL` followed by a site path, whether or not the base ends with a slash. */
const onPublicSite = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/**
 * A record's preview links: `POST /api/{key}/{id}/preview-link` makes a signed link to the record's
 * public page that shows it even while visitors cannot see it (unpublished, a draft, scheduled);
 * `GET /api/{key}/{id}/preview-links` lists the open ones, and `DELETE` revokes one or all. Only for
 * modules whose records have a public page, for whoever may edit the module's records.
 */
export function registerPreviewLinkRoute(app: ApiApp, module: AnyModule) {
  const singular = inSentence(module.label.singular);
  const aRecord = withArticle(module.label.singular);
  const names = operationIds(module);
  const common = {
    tags: [module.label.plural],
    security: [{ bearerAuth: [] }],
    middleware: [authenticate, requireAccess(module.access)],
  };

  /** The record, or 404: also when it is in the trash. */
  const recordOf = async (c: Context<ApiEnv>, id: number) => {
    const record = await findRecord(await c.get('deps').database(), module, id);
    if (!record) throw notFound(`${module.label.singular} not found`);
    return record;
  };

  const revoke = async (c: Context<ApiEnv>, recordId: number, linkId?: number) => {
    const database = await c.get('deps').database();
    return database.db.transaction().execute(async (trx) => {
      const count = await revokePreviewLinks(trx, { module: module.key, recordId }, linkId);
      if (count > 0) {
        await recordActivity(trx, {
          userId: c.get('user').id,
          module: module.key,
          recordId,
          action: 'revoke-preview-link',
          ip: c.get('clientIp'),
        });
      }
      return count;
    });
  };

  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: `/${module.key}/{id}/preview-link`,
      operationId: names.createPreviewLink,
      summary: `Get a preview link to ${aRecord}'s public page`,
      description: `The link works for ${PREVIEW_LINK_HOURS} hours, for this record only, whether or not it is published, until it is revoked, the ${singular} is moved to the trash, or its issuer is deactivated or changes password. Asked again by the same person while their last link has half its time or more left, the answer is that link.`,
      request: { params: idParams, body: jsonBody(z.strictObject({})) },
      responses: {
        200: jsonContent('The preview link', issuedLink),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const deps = c.get('deps');
      const record = await recordOf(c, id);
      const path = module.sitePath?.(record) ?? null;
      if (path === null) throw notFound(`This ${singular} has no public page`);
      const database = await deps.database();
      const secret = await deps.authSecret();
      const link = await database.db.transaction().execute(async (trx) => {
        const issued = await issuePreviewLink(
          database,
          trx,
          { module: module.key, recordId: id, issuer: c.get('userRecord') },
          secret,
        );
        if (issued.created) {
          await recordActivity(trx, {
            userId: c.get('user').id,
            module: module.key,
            recordId: id,
            action: 'preview-link',
            ip: c.get('clientIp'),
          });
        }
        return issued;
      });
      const url = `${onPublicSite(deps.publicUrl, path)}?${PREVIEW_PARAM}=${encodeURIComponent(link.token)}`;
      return c.json({ data: { id: link.id, url, expiresAt: link.expiresAt } }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: `/${module.key}/{id}/preview-links`,
      operationId: names.listPreviewLinks,
      summary: `List the open preview links of ${aRecord}`,
      description:
        'Links that still work: not revoked, not expired, and made by someone still active who has not changed password since. Newest first, with who made each and when it expires.',
      request: { params: idParams },
      responses: {
        200: jsonContent('The open preview links', openLinks),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await recordOf(c, id);
      const database = await c.get('deps').database();
      return c.json(
        { data: await listOpenPreviewLinks(database, { module: module.key, recordId: id }) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...common,
      method: 'delete',
      path: `/${module.key}/{id}/preview-links/{linkId}`,
      operationId: names.revokePreviewLink,
      summary: `Revoke one preview link of ${aRecord}`,
      description: 'The link stops working at once.',
      request: { params: linkParams },
      responses: {
        200: jsonContent('Revoked', revoked),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id, linkId } = c.req.valid('param');
      await recordOf(c, id);
      const count = await revoke(c, id, linkId);
      if (count === 0) throw notFound('Preview link not found');
      return c.json({ success: true as const, revoked: count }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...common,
      method: 'delete',
      path: `/${module.key}/{id}/preview-links`,
      operationId: names.revokePreviewLinks,
      summary: `Revoke every preview link of ${aRecord}`,
      description: 'Every link to this record stops working at once; `revoked` says how many there were.',
      request: { params: idParams },
      responses: {
        200: jsonContent('Revoked', revoked),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await recordOf(c, id);
      return c.json({ success: true as const, revoked: await revoke(c, id) }, 200);
    },
  );
}
