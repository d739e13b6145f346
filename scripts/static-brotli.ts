import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { SERVER_ANSWER_HEADERS } from './security-headers.mjs';

const brotli = promisify(brotliCompress);

const STATIC_PREFIX = '/_next/static/';
const TYPES: Record<string, string | undefined> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};
/** Beside each script and style of a build, its brotli copy: `<name>.js.br`. */
const PRECOMPRESSED = '.br';

/** The best brotli: each file is compressed once per build and sent many times. */
const bestBrotli = (bytes: Buffer) =>
  brotli(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });

/**
 * Writes the brotli copy of every script and style of the build in `distDir`, after `next build`:
 * compressing them all at the best quality takes about 6 s of CPU, which a server would otherwise
 * spend again after each start, on the first visitor's requests for each file (a 500 kB script takes
 * most of a second).
 */
export async function precompressStatic(distDir: string): Promise<{ files: number; bytes: number }> {
  const staticRoot = path.join(distDir, 'static');
  const files = (await readdir(staticRoot, { recursive: true })).filter((file) =>
    Boolean(TYPES[path.extname(file)]),
  );
  let bytes = 0;
  // Four at a time: zlib's thread pool has four threads.
  for (let start = 0; start < files.length; start += 4) {
    await Promise.all(
      files.slice(start, start + 4).map(async (file) => {
        const compressed = await bestBrotli(await readFile(path.join(staticRoot, file)));
        await writeFile(path.join(staticRoot, file + PRECOMPRESSED), compressed);
        bytes += compressed.length;
      }),
    );
  }
  return { files: files.length, bytes };
}

/** Whether an Accept-Encoding header names brotli with a weight above zero (`br;q=0` refuses it). */
export function takesBrotli(acceptEncoding: string): boolean {
  return acceptEncoding.split(',').some((entry) => {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    return name === 'br' && (weight === undefined || Number(weight.slice(2)) > 0);
  });
}

/** The brotli copy the build wrote for `file`, unless it is missing or older than the file. */
async function precompressedCopy(file: string): Promise<Buffer | null> {
  try {
    const [original, copy] = await Promise.all([stat(file), stat(file + PRECOMPRESSED)]);
    return copy.mtimeMs >= original.mtimeMs ? await readFile(file + PRECOMPRESSED) : null;
  } catch {
    return null;
  }
}

/**
 * Next's build output compressed with brotli, which Next itself does not send (only gzip): scripts
 * and styles come to about 15% fewer bytes. Their names carry a content hash, so each is read (the
 * build's brotli copy) or else compressed once, off the event loop, and kept in memory for good;
 * anything else is left to Next.
 */
export function staticBrotli(
  distDir: string,
): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  const compressed = new Map<string, Promise<Buffer | null>>();
  const staticRoot = path.join(distDir, 'static');

  function brotliOf(relative: string): Promise<Buffer | null> {
    let pending = compressed.get(relative);
    if (!pending) {
      const file = path.join(staticRoot, relative);
      pending = precompressedCopy(file)
        .then(async (copy) => copy ?? bestBrotli(await readFile(file)))
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
    if (relative.endsWith(PRECOMPRESSED)) {
      // The build's copies are sent in place of their files, never at an address of their own.
      response
        .writeHead(404, { ...SERVER_ANSWER_HEADERS, 'content-type': 'text/plain; charset=UTF-8' })
        .end();
      return true;
    }
    if (!type || relative.split('/').includes('..')) return false;
    if (!takesBrotli(String(request.headers['accept-encoding'] ?? ''))) return false;
    const body = await brotliOf(relative);
    if (!body) return false;
    response.writeHead(200, {
      ...SERVER_ANSWER_HEADERS,
      'content-type': type,
      'content-encoding': 'br',
      'content-length': body.length,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
