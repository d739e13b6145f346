import 'server-only';
import { isStorageKey, type MediaStorage } from './storage';

/** Headers of every served file: cached for good (names are never reused) and never run as a page. */
const FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
  'Cross-Origin-Resource-Policy': 'same-site',
};

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * The answer to `GET /media/<key>`: the stored file with its stored type. Only keys the library
 * makes are looked up, so `..`, slashes or encoded tricks end as a 404 before touching storage.
 */
export async function mediaFileResponse(
  storage: MediaStorage,
  segments: string[],
  method: 'GET' | 'HEAD' = 'GET',
): Promise<Response> {
  const key = segments.join('/');
  if (!isStorageKey(key)) return notFound();
  const file = await storage.get(key);
  if (!file) return notFound();
  const headers = { ...FILE_HEADERS, 'Content-Type': file.contentType, 'Content-Length': String(file.size) };
  if (method === 'HEAD') {
    await file.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(file.body, { status: 200, headers });
}
