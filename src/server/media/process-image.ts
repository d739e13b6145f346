import 'server-only';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import { MAX_UPLOAD_BYTES } from '@/lib/media-items';
import { ApiError } from '@/server/api/errors';
import { sourceFingerprint } from '../source-fingerprint';
import { installedSharpVersion, loadSharp } from './sharp';
import { EXTENSION_CONTENT_TYPES, type StoredExtension } from './storage';

/** Resized WebP copies made for responsive images, never wider than the original. */
const VARIANT_WIDTHS = [480, 960, 1600] as const;
// A small file can still decode to a huge bitmap (a "decompression bomb"): 50 MP covers any camera.
const MAX_INPUT_PIXELS = 50_000_000;

/** Formats accepted, by the MIME type `file-type` reads from the bytes, and how each is kept. */
const ACCEPTED: Record<string, StoredExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/apng': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};
const ANIMATED: ReadonlySet<StoredExtension> = new Set(['gif', 'webp']);

export interface ProcessedFile {
  key: string;
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  original: ProcessedFile;
  variants: ProcessedFile[];
}

const unsupportedImage = () => new ApiError(415, 'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded');

function encode(image: Sharp, extension: StoredExtension): Sharp {
  switch (extension) {
    case 'jpg':
      return image.jpeg({ quality: 88, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 8 });
    case 'webp':
      return image.webp({ quality: 86 });
    case 'gif':
      return image.gif();
    case 'avif':
      return image.avif({ quality: 60 });
  }
}

async function render(image: Sharp, key: string, contentType: string): Promise<ProcessedFile> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  // Animated images report the height of all frames stacked; one frame is what people see.
  const height = info.pageHeight ?? info.height;
  return { key, bytes: data, contentType, width: info.width, height };
}

/**
 * Reads what the bytes really are (never the file name or the declared type), refuses anything but
 * the five raster formats, then re-encodes: turned upright per its EXIF orientation, with every
 * metadata block (EXIF, GPS, XMP, comments) left behind, plus WebP copies at the variant widths.
 * Re-encoding is also what neutralises anything hidden in the file besides the picture.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, 'The file is too large (at most 10 MB)');
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? ACCEPTED[detected.mime] : undefined;
  if (!extension) throw unsupportedImage();

  const animated = ANIMATED.has(extension);
  const sharp = await loadSharp();
  const open = (input: Uint8Array) =>
    sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const name = randomBytes(16).toString('hex');

  try {
    const metadata = await open(bytes).metadata();
    if (metadata.format === 'svg' || !metadata.width || !metadata.height) throw unsupportedImage();
    // sharp writes no metadata unless asked (no keepMetadata / withMetadata here): EXIF is gone.
    const original = await render(
      encode(open(bytes).autoOrient(), extension),
      `${name}.${extension}`,
      EXTENSION_CONTENT_TYPES[extension],
    );
    const variants: ProcessedFile[] = [];
    for (const width of VARIANT_WIDTHS) {
      if (width > original.width) break;
      variants.push(
        await render(
          open(original.bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }),
          `${name}-w${width}.webp`,
          'image/webp',
        ),
      );
    }
    return { original, variants };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new ApiError(413, 'The image has too many pixels (at most 50 megapixels)');
    }
    throw new ApiError(415, 'The file could not be read as an image');
  }
}

/**
 * What decides the files `processImage` makes (this file's code: its encoders' settings and the
 * variant widths; and the installed sharp's version): a cache of its output is valid only under the
 * same fingerprint.
 */
export const PROCESSING_FINGERPRINT = [
  sourceFingerprint(['src/server/media/process-image.ts']),
  installedSharpVersion(),
].join('\n');
