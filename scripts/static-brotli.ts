import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const STATIC_PREFIX = '/_next/static/';
const TYPES: Record<string, string | undefined> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/**
 * Next's build output compressed with brotli, which Next itself does not send (only gzip): scripts
 * and styles come to about 15% fewer bytes. Their names carry a content hash, so each is compressed
 * once, off the event loop, and kept in memory for good; anything else is left to Next.
 */
export function staticBrotli(
  distDir: string,
): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  const compressed = new Map<string, Promise<Buffer | null>>();
  const staticRoot = path.join(distDir, 'static');

  function brotliOf(relative: string): Promise<Buffer | null> {
    let pending = compressed.get(relative);
    if (!pending) {
      pending = readFile(path.join(staticRoot, relative))
        .then((bytes) =>
          compress(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        )
        .catch(() => null);
      compressed.set(relative, pending);
    }
    return pending;
  }

  /** Answers the request and returns true when it is a static script or style the client takes as brotli. */
  return async function serve(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '';
    // Build file names need no escaping: anything with a query or an escape is left to Next.
    if (!url.startsWith(STATIC_PREFIX) || /[?%]/.test(url)) return false;
    const relative = url.slice(STATIC_PREFIX.length);
    const type = TYPES[path.extname(relative)];
    if (!type || relative.split('/').includes('..')) return false;
    if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return false;
    const body = await brotliOf(relative);
    if (!body) return false;
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
