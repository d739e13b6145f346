import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { JSON_REFUSAL_HEADERS } from './security-headers.mjs';
import { type ServerLog, serverLog } from './server-log.ts';

/**
 * The answer to a request Node's parser cannot read (headers too large, a malformed chunk, two
 * lengths, an unknown method): said in JSON with the site's headers, as every other refusal is,
 * where Node would send a bare status line, with a request id of its own and its date, and logged
 * under that id (at info: a client's mistake, not the server's). The connection then closes.
 */
export function answerUnreadableRequest(
  error: NodeJS.ErrnoException,
  socket: Socket,
  log: ServerLog = serverLog,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({
    success: false,
    message: tooLarge ? 'The request headers are too large' : 'The request could not be read',
  });
  const requestId = randomUUID();
  const headers = {
    ...JSON_REFUSAL_HEADERS,
    'content-length': String(Buffer.byteLength(body)),
    date: new Date().toUTCString(),
    'x-request-id': requestId,
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status}\r\n${head}\r\n\r\n${body}`);
  log(
    { requestId, status: Number.parseInt(status, 10), code: error.code, msg: 'request could not be read' },
    'info',
  );
}
