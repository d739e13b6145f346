import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * Sends `path` to the server at `origin` exactly as written: no URL parser between the test and the
 * server tidies `//`, `%FF` or `\`. A POST carries a small form body.
 */
export function sendAsWritten(
  origin: { host: string; port: number | string },
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: origin.host, port: origin.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(method === 'POST' ? 'email=a%40example.com' : undefined);
  });
}

/**
 * Writes `bytes` to the server at `origin` as they are (a request no HTTP client would send: two
 * lengths, a body it never finishes) and resolves with everything the server answered once it has
 * closed the connection, or after 5 s.
 */
export function answerToRawRequest(
  origin: { host: string; port: number | string },
  bytes: string,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let received = '';
    const socket = connect(Number(origin.port), origin.host, () => socket.write(bytes));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 5_000).unref();
  });
}
