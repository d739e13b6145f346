import { z } from '@hono/zod-openapi';
import { hasNoNulCharacter, MAX_RECORD_ID, pagedSearchQuery } from '@/modules/kit/schemas';
import { MAX_ALT_LENGTH } from './library';

const altText = z
  .string({ message: 'alt must be text' })
  .refine(hasNoNulCharacter, { message: 'alt must not contain a NUL character' })
  .transform((value) => value.trim())
  .pipe(z.string().max(MAX_ALT_LENGTH, { message: `alt must be at most ${MAX_ALT_LENGTH} characters` }));

export const mediaItemSchema = z
  .object({
    id: z.number().int(),
    url: z.string().openapi({ example: '/media/3f2a9c0d4b8e4f6a9d1c2b3a4f5e6d7c.jpg' }),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    mimeType: z.string(),
    sizeBytes: z.number().int(),
    variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('MediaItem');

export const mediaUsageSchema = z
  .object({
    module: z.string(),
    label: z.string(),
    recordId: z.number().int().nullable(),
    title: z.string(),
    field: z.string(),
    fieldLabel: z.string(),
    adminPath: z.string(),
  })
  .openapi('MediaUsage');

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
