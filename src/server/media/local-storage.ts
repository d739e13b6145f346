import 'server-only';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey, contentTypeOfKey, isStorageKey, type MediaStorage } from './storage';

/** Files in one flat directory (`DATA_DIR/uploads`), written atomically and synced to disk. */
export function localMediaStorage(directory: string): MediaStorage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  let ready: Promise<unknown> | null = null;
  const ensureRoot = () => {
    ready ??= mkdir(root, { recursive: true, mode: 0o700 }).catch((error) => {
      ready = null;
      throw error;
    });
    return ready;
  };

  return {
    async put(key, bytes) {
      const target = fileOf(key);
      await ensureRoot();
      // Written beside the target, then renamed: a reader never sees half a file.
      const temporary = path.join(root, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      const handle = await open(temporary, 'wx', 0o644);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const directoryHandle = await open(root, 'r');
      try {
        await directoryHandle.sync();
      } finally {
        await directoryHandle.close();
      }
    },

    async get(key) {
      const file = fileOf(key);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        size = info.size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, contentType: contentTypeOfKey(key), size };
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async *list() {
      let names: string[];
      try {
        names = await readdir(root);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      // Half-written temporary files are not stored files.
      yield* names.filter(isStorageKey);
    },
  };
}
