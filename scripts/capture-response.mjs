/**
 * Holds back what Next writes for a request when it is a document (HTML or another text type), so
 * the server can add the page's Content-Security-Policy, compress it once and keep it in the cache.
 * Anything else (images, redirects without a body type, streams) goes to the client untouched.
 */

/** Types held back and compressed here; Next's own gzip is off for these requests. */
const HELD_TYPE = /^(?:text\/|application\/(?:json|xml|[a-z0-9.+-]*\+(?:json|xml))\b|image\/svg\+xml\b)/i;

/**
 * @typedef {object} CapturedResponse
 * @property {number} status
 * @property {string} statusMessage
 * @property {import('node:http').OutgoingHttpHeaders} headers
 * @property {Buffer} body
 * @property {string} [nonce]  the script nonce of the render that wrote a document (see page-server.mjs)
 */

function applyHeaders(response, headers) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // Either [[name, value], ...] or the raw flat form [name, value, name, value, ...].
    if (headers.length > 0 && Array.isArray(headers[0])) {
      for (const [name, value] of headers) response.setHeader(name, value);
    } else {
      for (let index = 0; index + 1 < headers.length; index += 2) {
        response.setHeader(headers[index], headers[index + 1]);
      }
    }
    return;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) response.setHeader(name, value);
  }
}

/**
 * Lets `handle` (Next's request handler) answer, and resolves with its answer when that is a held
 * type, without anything sent yet; resolves with null once a different answer went out directly,
 * or when the client left before Next finished.
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} handle
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @returns {Promise<CapturedResponse | null>}
 */
export function captureResponse(handle, request, response) {
  return new Promise((resolve, reject) => {
    const own = {
      writeHead: response.writeHead,
      write: response.write,
      end: response.end,
      flushHeaders: response.flushHeaders,
    };
    /** @type {'hold' | 'pass' | undefined} */
    let mode;
    let settled = false;
    /** @type {Buffer[]} */
    const chunks = [];

    const restore = () => Object.assign(response, own);
    const settle = (value) => {
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
    const toBuffer = (chunk, encoding) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

    response.writeHead = function writeHead(status, reason, headers) {
      const message = typeof reason === 'string' ? reason : undefined;
      applyHeaders(response, message === undefined ? reason : headers);
      response.statusCode = status;
      if (message !== undefined) response.statusMessage = message;
      if (decide() === 'pass') return own.writeHead.call(response, status, message);
      return response;
    };
    response.flushHeaders = function flushHeaders() {
      if (decide() === 'pass') own.flushHeaders.call(response);
    };
    response.write = function write(chunk, encoding, callback) {
      if (decide() === 'pass') return own.write.call(response, chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done);
      return true;
    };
    response.end = function end(chunk, encoding, callback) {
      if (typeof chunk === 'function') return response.end(undefined, undefined, chunk);
      if (typeof encoding === 'function') return response.end(chunk, undefined, encoding);
      if (decide() === 'pass') return own.end.call(response, chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
      if (typeof callback === 'function') response.once('finish', callback);
      settle({
        status: response.statusCode,
        statusMessage: response.statusMessage,
        headers: response.getHeaders(),
        body: Buffer.concat(chunks),
      });
      return response;
    };
    response.once('close', () => settle(null));

    try {
      Promise.resolve(handle(request, response)).catch((error) => {
        if (!settled) {
          settled = true;
          restore();
          reject(error);
        }
      });
    } catch (error) {
      settled = true;
      restore();
      reject(error);
    }
  });
}
