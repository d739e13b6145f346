import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Holds back what Next writes for a request when it is a document (HTML or another text type), so
 * the server can add the page's Content-Security-Policy, compress it once and keep it in the cache.
 * Anything else (images, redirects without a body type, streams) goes to the client untouched.
 */

/** Types held back and compressed here; Next's own gzip is off for these requests. */
const HELD_TYPE = /^(?:text\/|application\/(?:json|xml|[a-z0-9.+-]*\+(?:json|xml))\b|image\/svg\+xml\b)/i;

export interface CapturedResponse {
  status: number;
  statusMessage?: string;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The script nonce of the render that wrote a document (none: no script of it may run). */
  nonce?: string;
}

/** Next's request handler, as the server and the page layer call it. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

type HeadersArgument = OutgoingHttpHeaders | OutgoingHttpHeader[];
type WriteCallback = (error: Error | null | undefined) => void;

function applyHeaders(response: ServerResponse, headers: HeadersArgument | undefined): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // Either [[name, value], ...] or the raw flat form [name, value, name, value, ...].
    if (headers.length > 0 && Array.isArray(headers[0])) {
      for (const pair of headers) {
        const [name, value] = pair as string[];
        response.setHeader(name, value);
      }
    } else {
      for (let index = 0; index + 1 < headers.length; index += 2) {
        response.setHeader(String(headers[index]), headers[index + 1]);
      }
    }
    return;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) response.setHeader(name, value);
  }
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  if (ArrayBuffer.isView(chunk)) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError(
    `A response body chunk must be a string, a Buffer or a typed array, not ${typeof chunk}`,
  );
}

/**
 * Lets `handle` (Next's request handler) answer, and resolves with its answer when that is a held
 * type, without anything sent yet; resolves with null once a different answer went out directly,
 * or when the client left before Next finished.
 *
 * The replacements are typed as Node's own `ServerResponse` methods: if the ways they may be called
 * change (and with them, the ways Next calls them), this file no longer type-checks.
 */
export function captureResponse(
  handle: RequestHandler,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<CapturedResponse | null> {
  return new Promise((resolve, reject) => {
    const own = {
      writeHead: response.writeHead,
      write: response.write,
      end: response.end,
      flushHeaders: response.flushHeaders,
    };
    const pass = {
      writeHead: own.writeHead.bind(response),
      write: own.write.bind(response),
      end: own.end.bind(response),
      flushHeaders: own.flushHeaders.bind(response),
    };
    let mode: 'hold' | 'pass' | undefined;
    let settled = false;
    const chunks: Buffer[] = [];

    const restore = () => Object.assign(response, own);
    const settle = (value: CapturedResponse | null) => {
      if (settled) return;
      settled = true;
      restore();
      resolve(value);
    };
    const decide = () => {
      if (mode) return mode;
      mode = HELD_TYPE.test(String(response.getHeader('content-type') ?? '')) ? 'hold' : 'pass';
      if (mode === 'pass') settle(null);
      return mode;
    };

    const writeHead: ServerResponse['writeHead'] = (
      status: number,
      reasonOrHeaders?: string | HeadersArgument,
      headers?: HeadersArgument,
    ) => {
      const message = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
      applyHeaders(response, typeof reasonOrHeaders === 'string' ? headers : reasonOrHeaders);
      response.statusCode = status;
      if (message !== undefined) response.statusMessage = message;
      if (decide() === 'pass') return pass.writeHead(status, message);
      return response;
    };
    const flushHeaders: ServerResponse['flushHeaders'] = () => {
      if (decide() === 'pass') pass.flushHeaders();
    };
    const write: ServerResponse['write'] = (
      chunk: unknown,
      encodingOrCallback?: BufferEncoding | WriteCallback,
      callback?: WriteCallback,
    ) => {
      if (decide() === 'pass') {
        return typeof encodingOrCallback === 'string'
          ? pass.write(chunk, encodingOrCallback, callback)
          : pass.write(chunk, encodingOrCallback);
      }
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encodingOrCallback));
      const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
      if (done) process.nextTick(done, null);
      return true;
    };
    const end: ServerResponse['end'] = (
      chunkOrCallback?: unknown,
      encodingOrCallback?: BufferEncoding | (() => void),
      lastCallback?: () => void,
    ) => {
      let chunk = chunkOrCallback;
      let encoding = encodingOrCallback;
      let callback = lastCallback;
      if (typeof chunk === 'function') {
        callback = chunk as () => void;
        chunk = undefined;
        encoding = undefined;
      } else if (typeof encoding === 'function') {
        callback = encoding;
        encoding = undefined;
      }
      if (decide() === 'pass') {
        return encoding === undefined ? pass.end(chunk, callback) : pass.end(chunk, encoding, callback);
      }
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
      if (callback) response.once('finish', callback);
      settle({
        status: response.statusCode,
        statusMessage: response.statusMessage,
        headers: response.getHeaders(),
        body: Buffer.concat(chunks),
      });
      return response;
    };
    Object.assign(response, { writeHead, write, end, flushHeaders });
    response.once('close', () => settle(null));

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      restore();
      reject(error);
    };
    try {
      Promise.resolve(handle(request, response)).catch(fail);
    } catch (error) {
      fail(error);
    }
  });
}
