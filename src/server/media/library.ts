import 'server-only';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { MAX_ALT_LENGTH, type MediaItem } from '@/lib/media-items';
import type { Database } from '@/server/db/engine';
import type { DatabaseSchema } from '@/server/db/schema';
import { insertMediaRow, type MediaRow, toMediaItem } from './media-records';
import { type ProcessedImage, processImage } from './process-image';
import type { MediaStorage } from './storage';

async function storeFiles(storage: MediaStorage, image: ProcessedImage): Promise<void> {
  const files = [image.original, ...image.variants];
  try {
    await Promise.all(files.map((file) => storage.put(file.key, file.bytes, file.contentType)));
  } catch (error) {
    await removeFiles(
      storage,
      files.map((file) => file.key),
    );
    throw error;
  }
}

/** Best effort: a file left behind wastes space but breaks nothing. */
export async function removeFiles(storage: MediaStorage, keys: string[], log?: Logger): Promise<void> {
  const outcomes = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === 'rejected')
      log?.warn({ err: outcome.reason, key: keys[index] }, 'media file not removed');
  }
}

/**
 * Runs the upload pipeline (sniff, clean, resize), stores the files, then inserts the row through
 * `insert` (which may also log the activity in the same transaction). Files of a failed insert are
 * removed again, so nothing is left without its row.
 */
export async function storeImage(
  database: Database,
  storage: MediaStorage,
  bytes: Uint8Array,
  insert: (trx: Kysely<DatabaseSchema>, image: ProcessedImage) => Promise<MediaRow>,
  log?: Logger,
): Promise<MediaItem> {
  return storeProcessedImage(database, storage, await processImage(bytes), insert, log);
}

/** Stores what the upload pipeline made of an image, then its row (see `storeImage`). */
async function storeProcessedImage(
  database: Database,
  storage: MediaStorage,
  image: ProcessedImage,
  insert: (trx: Kysely<DatabaseSchema>, image: ProcessedImage) => Promise<MediaRow>,
  log?: Logger,
): Promise<MediaItem> {
  await storeFiles(storage, image);
  try {
    const row = await database.db.transaction().execute((trx) => insert(trx, image));
    return toMediaItem(row);
  } catch (error) {
    await removeFiles(storage, [image.original.key, ...image.variants.map((file) => file.key)], log);
    throw error;
  }
}

/** Adds an image to the library outside a request (the demo content): same pipeline, same checks. */
export async function importImage(
  database: Database,
  storage: MediaStorage,
  bytes: Uint8Array,
  alt: string,
): Promise<MediaItem> {
  return importProcessedImage(database, storage, await processImage(bytes), alt);
}

/**
 * Adds an image the upload pipeline has already processed (a demo picture kept from an earlier
 * install on this machine, see demo/picture-cache.ts).
 */
export async function importProcessedImage(
  database: Database,
  storage: MediaStorage,
  processed: ProcessedImage,
  alt: string,
): Promise<MediaItem> {
  const cleanAlt = alt.trim().slice(0, MAX_ALT_LENGTH);
  return storeProcessedImage(database, storage, processed, (trx, image) =>
    insertMediaRow(trx, image, cleanAlt),
  );
}
