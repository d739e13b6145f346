import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { MAX_UPLOAD_BYTES } from '@/lib/media-items';
import { listPageSchema } from '@/lib/paged-lists';
import { recordActivity } from '@/server/activity-log/record';
import type { ApiApp, ApiEnv } from '@/server/api/context';
import { ApiError, conflict, notFound } from '@/server/api/errors';
import { authenticate, requireAccess } from '@/server/api/guard';
import { invalidateAfterWrite } from '@/server/api/invalidate-after-write';
import { errorResponses, jsonBody, jsonContent } from '@/server/api/openapi-shapes';
import { isForeignKeyViolation, isUniqueViolation } from '@/server/db/driver-errors';
import {
  altBody,
  mediaIdParams,
  mediaItemSchema,
  mediaListQuery,
  mediaUsageSchema,
  uploadBody,
} from './api-schemas';
import { removeFiles, storeImage } from './library';
import {
  deleteMediaRow,
  findMediaByHash,
  findMediaRow,
  insertMediaRow,
  listMedia,
  storageKeysOf,
  toMediaItem,
  updateMediaAlt,
} from './media-records';
import { uploadOrigin } from './upload-origin';
import { findMediaUsages, type MediaUsage } from './usage';

/** Room for the multipart boundaries and the alt field around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const requireMultipart = createMiddleware<ApiEnv>(async (c, next) => {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'Send the file as multipart/form-data');
  }
  await next();
});

const limitUploadSize = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
  onError: () => {
    throw new ApiError(413, 'The file is too large (at most 10 MB)');
  },
});

const storageOf = (c: Context<ApiEnv>) => {
  const storage = c.get('deps').mediaStorage;
  if (!storage) throw new ApiError(503, 'Media storage is not configured');
  return storage;
};

const publicUsage = ({ publicPaths: _paths, ...usage }: MediaUsage) => usage;

function describeUsages(usages: MediaUsage[]): string[] {
  return usages.map((usage) => `${usage.label} “${usage.title}” (${usage.fieldLabel})`);
}

const invalidate = (c: Context<ApiEnv>, usages: MediaUsage[]) =>
  invalidateAfterWrite(
    c,
    usages.flatMap((usage) => usage.publicPaths),
  );

/** The media library API: upload, list, read, alt text, usages and delete (staff only). */
export function registerMediaRoutes(app: ApiApp) {
  const tags = ['Media'];
  const security = [{ bearerAuth: [] }];
  const middleware = [authenticate, requireAccess('staff')];
  const one = z.object({ data: mediaItemSchema });
  const alreadyKept = z.object({ data: mediaItemSchema, existing: z.literal(true) });

  app.openapi(
    createRoute({
      method: 'post',
      path: '/media',
      operationId: 'uploadMedia',
      tags,
      security,
      middleware: [...middleware, requireMultipart, limitUploadSize],
      summary: 'Upload an image (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB)',
      description:
        'The content is sniffed; metadata (EXIF, GPS) is removed; WebP copies 480, 960 and 1600 px wide are made when the image is wider. The same file sent again makes no second copy: the answer is 200 with the item it made before (its alt text unchanged).',
      request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadBody } } } },
      responses: {
        200: jsonContent('Already in the library: the item this file made before', alreadyKept),
        201: jsonContent('Uploaded', one),
        ...errorResponses(400, 401, 403, 413, 415),
      },
    }),
    async (c) => {
      const { file, alt = '' } = c.req.valid('form');
      if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, 'The file is too large (at most 10 MB)');
      if (file.size === 0) throw new ApiError(400, 'The file is empty', { file: ['The file is empty'] });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const origin = uploadOrigin(bytes, file.name);
      const database = await c.get('deps').database();
      const kept = await findMediaByHash(database.db, origin.contentHash);
      if (kept) return c.json({ data: toMediaItem(kept), existing: true as const }, 200);
      const store = () =>
        storeImage(
          database,
          storageOf(c),
          bytes,
          async (trx, image) => {
            const row = await insertMediaRow(trx, image, alt, origin);
            await recordActivity(trx, {
              userId: c.get('user').id,
              module: 'media',
              recordId: row.id,
              action: 'create',
              ip: c.get('clientIp'),
            });
            return row;
          },
          c.get('log'),
        );
      try {
        return c.json({ data: await store() }, 201);
      } catch (error) {
        // The same file sent twice at once: the other request kept it first (its files are removed).
        const winner = isUniqueViolation(error) && (await findMediaByHash(database.db, origin.contentHash));
        if (winner) return c.json({ data: toMediaItem(winner), existing: true as const }, 200);
        throw error;
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/media',
      operationId: 'listMedia',
      tags,
      security,
      middleware,
      summary: 'List media items, newest first; q searches the alt text and the file name',
      request: { query: mediaListQuery },
      responses: {
        200: jsonContent('A page of media items', listPageSchema(mediaItemSchema)),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await listMedia(await c.get('deps').database(), c.req.valid('query')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/media/{id}',
      operationId: 'getMediaItem',
      tags,
      security,
      middleware,
      summary: 'Get one media item',
      request: { params: mediaIdParams },
      responses: { 200: jsonContent('The media item', one), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const row = await findMediaRow((await c.get('deps').database()).db, c.req.valid('param').id);
      if (!row) throw notFound('Media item not found');
      return c.json({ data: toMediaItem(row) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/media/{id}/usages',
      operationId: 'listMediaUsages',
      tags,
      security,
      middleware,
      summary: 'The records and settings that show a media item',
      request: { params: mediaIdParams },
      responses: {
        200: jsonContent('Where the item is used', z.object({ data: z.array(mediaUsageSchema) })),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const database = await c.get('deps').database();
      if (!(await findMediaRow(database.db, id))) throw notFound('Media item not found');
      return c.json({ data: (await findMediaUsages(database, id, c.get('registry'))).map(publicUsage) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/media/{id}',
      operationId: 'updateMediaItem',
      tags,
      security,
      middleware,
      summary: 'Change the alt text of a media item',
      request: { params: mediaIdParams, body: jsonBody(altBody) },
      responses: { 200: jsonContent('Updated', one), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const { alt } = c.req.valid('json');
      const database = await c.get('deps').database();
      const { row, usages } = await database.db.transaction().execute(async (trx) => {
        const previous = await findMediaRow(trx, id);
        if (!previous) throw notFound('Media item not found');
        const updated = await updateMediaAlt(trx, id, alt);
        await recordActivity(trx, {
          userId: c.get('user').id,
          module: 'media',
          recordId: id,
          action: 'update',
          changedFields: previous.alt === alt ? [] : ['alt'],
          ip: c.get('clientIp'),
        });
        return {
          row: updated!,
          usages: await findMediaUsages({ db: trx, engine: database.engine }, id, c.get('registry')),
        };
      });
      await invalidate(c, usages);
      return c.json({ data: toMediaItem(row) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/media/{id}',
      operationId: 'deleteMediaItem',
      tags,
      security,
      middleware,
      summary: 'Delete a media item and its files (refused with 409 while a record uses it)',
      request: { params: mediaIdParams },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const database = await c.get('deps').database();
      const storage = storageOf(c);
      let row: Awaited<ReturnType<typeof deleteMediaRow>>;
      try {
        row = await database.db.transaction().execute(async (trx) => {
          const usages = await findMediaUsages({ db: trx, engine: database.engine }, id, c.get('registry'));
          if (usages.length > 0) {
            const count = usages.length === 1 ? 'one place' : `${usages.length} places`;
            throw conflict(
              { usedBy: describeUsages(usages) },
              `This image is in use in ${count}; remove it there first`,
            );
          }
          const deleted = await deleteMediaRow(trx, id);
          if (!deleted) throw notFound('Media item not found');
          await recordActivity(trx, {
            userId: c.get('user').id,
            module: 'media',
            recordId: id,
            action: 'delete',
            ip: c.get('clientIp'),
          });
          return deleted;
        });
      } catch (error) {
        // A record that started using the item after the check above still holds it (foreign key).
        if (isForeignKeyViolation(error)) {
          throw conflict({ usedBy: ['Another record'] }, 'This image is in use; remove it there first');
        }
        throw error;
      }
      await removeFiles(storage, storageKeysOf(row!), c.get('log'));
      return c.body(null, 204);
    },
  );
}
