import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import {
  PROCESSING_FINGERPRINT,
  type ProcessedFile,
  type ProcessedImage,
  processImage,
} from '../media/process-image';
import { sourceFingerprint } from '../source-fingerprint';
import { rasterise } from './illustrations';

/**
 * The demo pictures as the upload pipeline makes them, kept on this machine between installs.
 * Drawing a picture and making its WebP copies is most of a first start's work (on two busy cores,
 * 87 s of a start against 21 s without the demo content); every server the browser tests start
 * loads the demo afresh. The cache sits beside the project's packages (`node_modules/.cache`, where
 * build tools keep theirs), is keyed by the picture and by everything that decides the files, and
 * is only a shortcut: anything missing or unreadable is drawn again.
 */
// Not a file of the build: the bundler is told not to trace the folder (its files come and go).
const CACHE_FOLDER = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules',
  '.cache',
  'demo-pictures',
);

/** What decides a demo picture's files besides its SVG: the upload pipeline and how SVG is rasterised. */
const FINGERPRINT = PROCESSING_FINGERPRINT + sourceFingerprint(['src/server/demo/illustrations.ts']);

/** The picture's name in the cache: the same under every runner (tsx, Vitest, the production bundle). */
export const demoPictureCacheKey = (svg: string) =>
  createHash('sha256').update(FINGERPRINT).update(svg).digest('hex');

/** The same files under a name of their own: each install stores its pictures under new keys. */
function renamed(image: ProcessedImage): ProcessedImage {
  const name = randomBytes(16).toString('hex');
  const oldName = image.original.key.replace(/\.\w+$/, '');
  const rename = (file: ProcessedFile): ProcessedFile => ({
    ...file,
    key: file.key.replace(oldName, name),
    bytes: Buffer.from(file.bytes),
  });
  return { original: rename(image.original), variants: image.variants.map(rename) };
}

async function cached(file: string): Promise<ProcessedImage | null> {
  try {
    return renamed(deserialize(await readFile(file)) as ProcessedImage);
  } catch {
    return null;
  }
}

async function keep(file: string, image: ProcessedImage): Promise<void> {
  try {
    await mkdir(CACHE_FOLDER, { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, serialize(image));
    await rename(partial, file);
  } catch {
    // A read-only checkout: the picture is drawn again next time.
  }
}

/** A demo picture (SVG) rasterised and processed as an upload, from the cache when it is there. */
export async function processedDemoPicture(svg: string): Promise<ProcessedImage> {
  const useCache = existsSync(path.dirname(path.dirname(CACHE_FOLDER)));
  const file = path.join(CACHE_FOLDER, `${demoPictureCacheKey(svg)}.bin`);
  const hit = useCache ? await cached(file) : null;
  if (hit) return hit;
  const image = await processImage(await rasterise(svg));
  if (useCache) await keep(file, image);
  return image;
}
