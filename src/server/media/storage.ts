/**
 * Where uploaded files live: a directory on this machine, or an S3-compatible bucket when several
 * stateless instances share the files. Keys are made by `newStorageName` and checked on every call,
 * so nothing a client sends ever becomes a path.
 */

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

export interface MediaStorage {
  /** Stores the bytes under `key`; once it resolves the file survives a crash. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when no file has this key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The key of every stored file, in no particular order (a backup copies them all). */
  list(): AsyncIterable<string>;
}

/** Extension of each stored format. The content type served is derived from it, never from input. */
export const EXTENSION_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

export type StoredExtension = keyof typeof EXTENSION_CONTENT_TYPES;

/** `<32 hex>.<ext>` for an original, `<32 hex>-w<width>.webp` for a resized copy. */
const STORAGE_KEY = /^[0-9a-f]{32}(?:-w[1-9]\d{1,3})?\.(?:jpg|png|webp|gif|avif)$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error('Invalid media storage key');
}

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
  return EXTENSION_CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The public address of a stored file (relative, so it works behind any host name). */
export const mediaUrl = (key: string) => `/media/${key}`;
