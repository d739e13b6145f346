import { z } from '@/lib/zod';
import type { ListParams } from './paged-lists';

/**
 * The media library as the API answers it: the server documents and sends these shapes, the admin's
 * library and pickers read them. Plain `zod`: the admin bundle imports this file.
 */

/** Longest file name kept (the column's size); a longer one keeps its end (the extension). */
export const MAX_ORIGINAL_NAME_LENGTH = 255;
/** Longest alt text kept (the column's size). */
export const MAX_ALT_LENGTH = 300;
/** The largest file the upload accepts; a larger one is answered 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A resized WebP copy of an image. */
const mediaVariantSchema = z.object({ width: z.number().int(), height: z.number().int(), url: z.string() });

export const mediaItemSchema = z.object({
  id: z.number().int(),
  url: z.string().meta({ example: '/media/3f2a9c0d4b8e4f6a9d1c2b3a4f5e6d7c.jpg' }),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /** The file's name when it was uploaded (null for items from before names were kept). */
  originalName: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  variants: z.array(mediaVariantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** One place a media item is shown: a field of a record (or of a settings page). */
export const mediaUsageSchema = z.object({
  /** API key of the module (or settings name) that uses the item. */
  module: z.string(),
  /** What the record is, for people: `Service`, `Home page settings`. */
  label: z.string(),
  /** The record's id; null for a settings singleton. */
  recordId: z.number().int().nullable(),
  /** The record's title. */
  title: z.string(),
  field: z.string(),
  fieldLabel: z.string(),
  /** The admin page where the reference can be changed. */
  adminPath: z.string(),
});

export type MediaItem = z.infer<typeof mediaItemSchema>;
export type MediaVariant = z.infer<typeof mediaVariantSchema>;
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

/** A page of the library: newest first, `q` searching the alt text and the file name. */
export type MediaListParams = Pick<ListParams, 'page' | 'pageSize' | 'q'>;
