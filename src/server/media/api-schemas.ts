import { z } from '@hono/zod-openapi';
import { pagedSearchQuery } from '@/kit/list-query-schemas';
import { MAX_RECORD_ID } from '@/kit/schemas';
import {
  MAX_ALT_LENGTH,
  mediaItemSchema as mediaItem,
  mediaUsageSchema as mediaUsage,
} from '@/lib/media-items';
import { safeText } from '@/lib/text-schemas';
import { openApiComponent } from '@/server/api/openapi-shapes';

const altText = z
  .string({ message: 'alt must be text' })
  .pipe(safeText())
  .transform((value) => value.trim())
  .pipe(z.string().max(MAX_ALT_LENGTH, { message: `alt must be at most ${MAX_ALT_LENGTH} characters` }));

export const mediaItemSchema = openApiComponent(mediaItem, 'MediaItem');
export const mediaUsageSchema = openApiComponent(mediaUsage, 'MediaUsage');

export const uploadBody = z.strictObject({
  file: z.instanceof(File, { message: 'file must be an uploaded image' }).openapi({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG, WebP, GIF or AVIF, at most 10 MB',
  }),
  alt: altText.optional().openapi({ type: 'string', maxLength: MAX_ALT_LENGTH }),
});

export const altBody = z.strictObject({
  alt: altText.openapi({ type: 'string', maxLength: MAX_ALT_LENGTH }),
});

export const mediaListQuery = z.strictObject(pagedSearchQuery(24));

// Digits only: a plain number coercion would also read `1e3`, `0x10` or ` 7` as ids.
export const mediaIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, { message: 'id must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().positive({ message: 'id must be a positive number' }).max(MAX_RECORD_ID))
    .openapi({ param: { name: 'id', in: 'path' }, type: 'integer' }),
});
