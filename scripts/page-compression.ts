import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality of a page kept in the cache. Measured on the demo home page (270 KB of HTML, on
 * this project's two-core machines): quality 11 took ~420 ms for 19.9 KB, 10 ~150 ms for 20.3 KB,
 * 9 ~38 ms for 21.6 KB, 5 ~30 ms for 23.4 KB. Quality 9 keeps the cost of a cache entry to a few tens
 * of milliseconds for 9% more bytes than the best.
 */
const CACHED_BROTLI_QUALITY = 9;
/** Brotli quality of a document sent once (an error page, a page never cached). */
const ONE_OFF_BROTLI_QUALITY = 5;

/**
 * A document's body in `encoding`, off the event loop (zlib's thread pool); `use` says whether it is
 * kept and sent many times, or sent once.
 */
export async function compress(
  body: Buffer,
  encoding: 'br' | 'gzip',
  use: 'cached' | 'once',
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: use === 'cached' ? CACHED_BROTLI_QUALITY : ONE_OFF_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipAsync(body, { level: use === 'cached' ? 9 : 6 });
}
