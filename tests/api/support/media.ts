import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { localMediaStorage } from '@/server/media/local-storage';
import type { MediaStorage } from '@/server/media/storage';
import { type Answer, createTestContext, type TestContext } from './test-app';

/** The API over a fresh database, with uploads kept in a throwaway directory. */
export interface MediaTestContext extends TestContext {
  /** The directory that holds `uploads/`, so a test can prove nothing was written beside it. */
  dataDir: string;
  uploadsDir: string;
  storage: MediaStorage;
  upload(
    file: UploadFile | null,
    options?: { token?: string; alt?: string; fields?: Record<string, string> },
  ): Promise<Answer>;
  /** The names of the stored files. */
  storedFiles(): Promise<string[]>;
  /** Everything under the data directory, relative to it. */
  allFiles(): Promise<string[]>;
  readStored(url: string): Promise<Buffer>;
}

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

export async function createMediaTestContext(): Promise<MediaTestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const storage = localMediaStorage(uploadsDir);
  const t = await createTestContext({ mediaStorage: storage });
  const listFiles = async (directory: string) => {
    try {
      return (await readdir(directory, { recursive: true })).sort();
    } catch {
      return [];
    }
  };
  return {
    ...t,
    dataDir,
    uploadsDir,
    storage,
    async upload(file, { token, alt, fields = {} } = {}) {
      const form = new FormData();
      if (file)
        form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
      if (alt !== undefined) form.set('alt', alt);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return t.call('/api/media', { method: 'POST', body: form, token });
    },
    storedFiles: () => listFiles(uploadsDir),
    allFiles: () => listFiles(dataDir),
    readStored: (url) => readFile(path.join(uploadsDir, url.replace(/^\/media\//, ''))),
    async destroy() {
      await t.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let canvasesMade = 0;
/**
 * A plain picture of a colour no earlier call in this process had: the library recognises a file
 * uploaded twice, so each helper call must make a file of its own.
 */
const canvas = (width: number, height: number) => {
  const made = canvasesMade++;
  // Steps of 51 in each channel: near colours could encode to the very same JPEG.
  const level = (digit: number) => (Math.floor(made / 6 ** digit) % 6) * 51;
  const background = { r: level(0), g: level(1), b: 255 - level(2) };
  return sharp({ create: { width, height, channels: 3, background } });
};

/** A camera-like JPEG: 2000x1200 pixels stored sideways (orientation 6), with a GPS position and make. */
export async function jpegWithGps(): Promise<Buffer> {
  return canvas(2000, 1200)
    .withExif({
      IFD0: { Make: 'LeakyCam', Model: 'GPS 9000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '34/1 3/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '118/1 15/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

export const png = (width = 600, height = 400) => canvas(width, height).png().toBuffer();
export const webp = (width = 1000, height = 500) => canvas(width, height).webp().toBuffer();
export const gif = (width = 300, height = 200) => canvas(width, height).gif().toBuffer();
export const avif = (width = 640, height = 480) => canvas(width, height).avif().toBuffer();

/** Two frames of 700x300. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 700, height: 300, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#d33'), await frame('#33d')], { join: { animated: true } })
    .gif()
    .toBuffer();
}

export const jpegFile = async (name = 'photo.jpg'): Promise<UploadFile> => ({
  bytes: await canvas(800, 600).jpeg().toBuffer(),
  name,
  type: 'image/jpeg',
});

/** A scalable image that would run a script if it were ever served as SVG. */
export const SVG_WITH_SCRIPT = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)">
  <script>fetch('/api/users').then((r) => r.text()).then(alert)</script>
  <rect width="100" height="100" fill="red"/>
</svg>`;

export const HTML_PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
