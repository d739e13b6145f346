import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStorage } from '@/server/media/local-storage';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'local-list-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const listAll = async (storage: ReturnType<typeof localMediaStorage>) => {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
};

describe('local media storage list', () => {
  it('lists nothing before the first upload made the folder', async () => {
    expect(await listAll(localMediaStorage(path.join(folder, 'never-made')))).toEqual([]);
  });

  it('lists every stored file, not a half-written one nor anything else in the folder', async () => {
    const uploads = path.join(folder, 'uploads');
    const storage = localMediaStorage(uploads);
    const keys = [`${'a'.repeat(32)}.jpg`, `${'a'.repeat(32)}-w480.webp`, `${'b'.repeat(32)}.png`];
    for (const key of keys) await storage.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    await writeFile(path.join(uploads, `.${'c'.repeat(32)}.png.0a1b2c.tmp`), 'partial');
    await writeFile(path.join(uploads, 'README.txt'), 'not an upload');
    expect(await listAll(storage)).toEqual(keys.sort());
  });
});
