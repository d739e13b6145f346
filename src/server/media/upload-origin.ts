import 'server-only';
import { createHash } from 'node:crypto';
import { MAX_ORIGINAL_NAME_LENGTH } from '@/lib/media-items';
import type { UploadOrigin } from './media-records';

// Never part of a shown name: control characters, and half of a UTF-16 pair without its other half.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The name as it can be shown and searched: the last path segment, well-formed text (PostgreSQL
 * refuses lone surrogates where SQLite keeps them), no control characters; a long name keeps its
 * end, where the extension is. Empty when nothing is left.
 */
export function cleanFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(LONE_SURROGATES, '').replace(CONTROL_CHARACTERS, '').trim();
  if (!clean) return null;
  return [...clean].slice(-MAX_ORIGINAL_NAME_LENGTH).join('').trim() || null;
}

/** The hash that recognises the same file uploaded again, and the name it came with. */
export function uploadOrigin(bytes: Uint8Array, fileName: string): UploadOrigin {
  return {
    contentHash: createHash('sha256').update(bytes).digest('hex'),
    originalName: cleanFileName(fileName),
  };
}
