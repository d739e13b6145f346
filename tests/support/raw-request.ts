import { request } from 'node:http';

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
