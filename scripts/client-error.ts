import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { JSON_REFUSAL_HEADERS } from './security-headers.mjs';
import { type ServerLog, serverLog } from './server-log.ts';

/** A connection as Node's HTTP server keeps it: the answer being written on it, if any. */
type AnsweringSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Calls `then` once the answers to the requests read before on this connection have been sent:
 * Node writes the answers of pipelined requests one after another, each taking the connection as
 * the one before it is done.
 */
function afterAnswersUnderWay(socket: AnsweringSocket, then: () => void): void {
  const current = socket._httpMessage;
  if (!current || current.writableFinished) {
    then();
    return;
  }
  current.once('close', () => afterAnswersUnderWay(socket, then));
}

/**
 * The answer to a request Node's parser cannot read (headers too large, a malformed chunk, two
 * lengths, an unknown method): said in JSON with the site's headers, as every other refusal is,
 * where Node would send a bare status line, with a request id of its own and its date, and logged
 * under that id (at info: a client's mistake, not the server's). The connection then closes, once
 * the answers to the requests sent before it on the same connection have been sent: a write made
 * for them must not look refused to a client that would then send it again.
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
  afterAnswersUnderWay(socket, () => {
    if (socket.writable) refuse(error, socket, log);
    else socket.destroy();
  });
}

/** The refusal itself, written on the connection, which then closes. */
function refuse(error: NodeJS.ErrnoException, socket: Socket, log: ServerLog): void {
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
