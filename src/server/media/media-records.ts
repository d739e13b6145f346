import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { MediaItem, MediaListParams } from '@/lib/media-items';
import type { ListPage } from '@/lib/paged-lists';
import type { Database } from '@/server/db/engine';
import type { DatabaseSchema, MediaTable } from '@/server/db/schema';
import { searchTerms } from '@/server/db/search-text';
import { decodeJson, decodeTimestamp, engineValues } from '@/server/db/values';
import type { ProcessedImage } from './process-image';
import { mediaUrl } from './storage';

type Executor = Kysely<DatabaseSchema>;
export type MediaRow = Selectable<MediaTable>;

/** A resized copy as stored in the `variants` column. */
interface StoredVariant {
  key: string;
  width: number;
  height: number;
  sizeBytes: number;
}

const storedVariants = (row: MediaRow) => decodeJson<StoredVariant[]>(row.variants, []);

export function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    url: mediaUrl(row.storageKey),
    width: row.width,
    height: row.height,
    alt: row.alt,
    originalName: row.originalName ?? null,
    mimeType: row.mimeType,
    sizeBytes: Number(row.sizeBytes),
    variants: storedVariants(row).map(({ key, width, height }) => ({ width, height, url: mediaUrl(key) })),
    createdAt: decodeTimestamp(row.createdAt)!,
    updatedAt: decodeTimestamp(row.updatedAt)!,
  };
}

/** Every stored file of an item: the original and its resized copies. */
export function storageKeysOf(row: MediaRow): string[] {
  return [row.storageKey, ...storedVariants(row).map((variant) => variant.key)];
}

/** Where an upload came from: the hash of its bytes as sent and its file name, when known. */
export interface UploadOrigin {
  contentHash: string;
  originalName: string | null;
}

export async function insertMediaRow(
  db: Executor,
  image: ProcessedImage,
  alt: string,
  origin?: UploadOrigin,
): Promise<MediaRow> {
  const now = new Date().toISOString();
  const variants: StoredVariant[] = image.variants.map((variant) => ({
    key: variant.key,
    width: variant.width,
    height: variant.height,
    sizeBytes: variant.bytes.byteLength,
  }));
  return db
    .insertInto('media')
    .values({
      storageKey: image.original.key,
      mimeType: image.original.contentType,
      width: image.original.width,
      height: image.original.height,
      sizeBytes: image.original.bytes.byteLength,
      alt,
      variants: JSON.stringify(variants),
      contentHash: origin?.contentHash ?? null,
      originalName: origin?.originalName ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The item an earlier upload of the very same bytes made, if any. */
export function findMediaByHash(db: Executor, contentHash: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('contentHash', '=', contentHash).executeTakeFirst();
}

/**
 * Newest first; `q` searches the alt text and the uploaded file's name, ignoring case: each of its
 * words (`searchTerms`) in either.
 */
export async function listMedia(database: Database, params: MediaListParams): Promise<ListPage<MediaItem>> {
  const codec = engineValues(database.engine);
  const q = params.q?.trim();
  const query = database.db
    .selectFrom('media')
    .$if(Boolean(q), (qb) =>
      qb.where((eb) =>
        eb.and(
          searchTerms(q!).map((term) =>
            eb.or([codec.containsText(eb, 'alt', term), codec.containsText(eb, 'originalName', term)]),
          ),
        ),
      ),
    );
  const [rows, counted] = await Promise.all([
    query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map(toMediaItem),
    total: Number(counted.total),
    page: params.page,
    pageSize: params.pageSize,
  };
}

export function findMediaRow(db: Executor, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The items with these ids, as the public pages show them. */
export async function findMediaItems(db: Executor, ids: number[]): Promise<MediaItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('media').selectAll().where('id', 'in', ids).execute();
  return rows.map(toMediaItem);
}

export function updateMediaAlt(db: Executor, id: number, alt: string): Promise<MediaRow | undefined> {
  return db
    .updateTable('media')
    .set({ alt, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function deleteMediaRow(db: Executor, id: number): Promise<MediaRow | undefined> {
  return db.deleteFrom('media').where('id', '=', id).returningAll().executeTakeFirst();
}
