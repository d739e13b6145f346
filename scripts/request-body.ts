import { IncomingMessage, type ServerResponse } from 'node:http';
import { JSON_REFUSAL_HEADERS } from './security-headers.mjs';

/**
 * A request's body is read in full before the request may take a processing slot
 * (`request-admission.ts`), so a client that sends its headers and then trickles its body, or
 * nothing, delays only itself: it holds a socket and a buffer, never a slot that other visitors
 * wait for. A body has a size limit and must keep arriving: the client that stops sending gets a
 * 408, the one that sends too much a 413, each on a connection that then closes.
 */

/** The largest body the app accepts anywhere: a 10 MB upload and its multipart framing. */
export const MAX_BODY_BYTES = 11 * 1024 * 1024;
/**
 * The largest body of a form sent to a page (everything outside the API, where uploads go): Next's
 * own limit for a form's action, which Next enforces by failing with a 500 rather than a 413.
 */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;
/** How long a body may pause between two pieces. */
export const BODY_IDLE_TIMEOUT_MS = 10_000;
/** How long a whole body may take (10 MB at a slow 1 Mbit/s upload takes about 85 s). */
export const BODY_TOTAL_TIMEOUT_MS = 120_000;

/** Whether the request announces a body (a length above zero, or chunks). */
export function hasBody(request: IncomingMessage): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = request.headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * The request again, with its body already read: what Next's handler reads in its place. The body is
 * also kept whole as `rawBody`, which the API's listener (`@hono/node-server`) reads instead of the stream.
 */
function replayOf(request: IncomingMessage, body: Buffer): IncomingMessage {
  const replay: IncomingMessage & { rawBody?: Buffer } = new IncomingMessage(request.socket);
  replay.rawBody = body;
  replay.method = request.method;
  replay.url = request.url;
  replay.httpVersion = request.httpVersion;
  replay.httpVersionMajor = request.httpVersionMajor;
  replay.httpVersionMinor = request.httpVersionMinor;
  replay.headers = request.headers;
  replay.rawHeaders = request.rawHeaders;
  replay.trailers = request.trailers;
  replay.rawTrailers = request.rawTrailers;
  replay.push(body);
  replay.push(null);
  replay.complete = true;
  return replay;
}

/** The request's id as the server set it (`site-requests.ts`), for the answer and the logs. */
const requestIdOf = (request: IncomingMessage) => {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' ? { 'x-request-id': id } : {};
};

function refuse(request: IncomingMessage, response: ServerResponse, status: number, message: string): void {
  if (response.headersSent || response.destroyed) return;
  const body = JSON.stringify({ success: false, message });
  response.writeHead(status, {
    ...JSON_REFUSAL_HEADERS,
    'content-length': Buffer.byteLength(body),
    ...requestIdOf(request),
    connection: 'close',
  });
  response.end(body);
}

const tooLarge = (maxBytes: number) =>
  `Request body is too large (at most ${Math.floor(maxBytes / 1024 / 1024)} MB)`;

/**
 * Reads the body of `request`; resolves with a request to hand on (the body replayed from memory),
 * or with null when the request was answered here (408, 413) or the client went away.
 */
export function receiveBody(
  request: IncomingMessage,
  response: ServerResponse,
  {
    maxBytes = MAX_BODY_BYTES,
    idleMs = BODY_IDLE_TIMEOUT_MS,
    totalMs = BODY_TOTAL_TIMEOUT_MS,
  }: { maxBytes?: number; idleMs?: number; totalMs?: number } = {},
): Promise<IncomingMessage | null> {
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes) {
    refuse(request, response, 413, tooLarge(maxBytes));
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (value: IncomingMessage | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(idleTimer);
      clearTimeout(totalTimer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onGone);
      request.off('aborted', onGone);
      resolve(value);
    };
    const giveUp = (status: number, message: string) => {
      refuse(request, response, status, message);
      // Whatever else the client sends is not read.
      request.socket.destroySoon?.();
      finish(null);
    };
    const tooSlow = () => giveUp(408, 'The request body did not arrive in time: please try again');
    let idleTimer = setTimeout(tooSlow, idleMs);
    const totalTimer = setTimeout(tooSlow, totalMs);
    function onData(chunk: Buffer) {
      received += chunk.length;
      if (received > maxBytes) {
        giveUp(413, tooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
      clearTimeout(idleTimer);
      idleTimer = setTimeout(tooSlow, idleMs);
    }
    function onEnd() {
      finish(replayOf(request, Buffer.concat(chunks, received)));
    }
    function onGone() {
      finish(null);
    }
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onGone);
    request.on('aborted', onGone);
  });
}
