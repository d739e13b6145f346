import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerToRawRequest } from '../support/raw-request';
import { throwawayPostgres } from '../support/throwaway-postgres';
import { type RunningServer, signIn, startServer } from './support/server';

/**
 * The production server answers `/api/*` with the app's API itself (`scripts/api-requests.ts`), not
 * through Next's route handler. Everything the API did behind Next still holds, on SQLite and on
 * PostgreSQL (when it answers on 127.0.0.1:5432): the site's headers, the request id and the
 * client's address in its log line, the body limits, the sign-in limit, the page-cache purge after a
 * write, the OpenAPI document, and a request in flight finished at SIGTERM.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over a plain socket, its body written in the pieces given (none: no body). */
function send(
  server: RunningServer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  pieces: Array<string | Buffer> = [],
  betweenPieces?: () => void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    (async () => {
      for (const [index, piece] of pieces.entries()) {
        if (index > 0) {
          betweenPieces?.();
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        request.write(piece);
      }
      request.end();
    })();
  });
}

const postgres = await throwawayPostgres();
const engines: Array<{ engine: string; env: () => Record<string, string> }> = [
  { engine: 'SQLite', env: () => ({}) },
  ...(postgres ? [{ engine: 'PostgreSQL', env: () => ({ DATABASE_URL: postgres.url }) }] : []),
];

afterAll(async () => {
  await postgres?.drop();
});

describe.each(engines)('the API served directly, on $engine', ({ env }) => {
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({
      env: { ...env(), LOG_LEVEL: 'info', AUTH_SECRET: randomBytes(32).toString('base64url') },
    });
    token = await signIn(server.url);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("answers with the site's headers and its own policy, not through Next", async () => {
    const health = await send(server, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', db: 'ok' });
    // Next adds its router's Vary to everything it answers.
    expect(health.headers.vary).toBeUndefined();
    expect(health.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(health.headers['permissions-policy']).toContain('camera=()');
    const head = await send(server, 'HEAD', '/api/health');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const unknown = await send(server, 'OPTIONS', '/api/services');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ success: false, message: 'Not found' });
  });

  it("logs each request with its id and the socket's address, whatever the client claims", async () => {
    const requestId = `direct-${randomBytes(6).toString('hex')}`;
    const answer = await send(server, 'GET', '/api/services?pageSize=1', {
      authorization: `Bearer ${token}`,
      'x-request-id': requestId,
      'x-socket-remote-address': '203.0.113.9',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id']).toBe(requestId);
    // The line reaches this process through the server's stdout, which may come after the answer.
    const logLine = () =>
      server
        .output()
        .split('\n')
        .find((text) => text.includes(requestId));
    for (let waited = 0; !logLine() && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const line = logLine();
    expect(line && JSON.parse(line)).toMatchObject({
      requestId,
      method: 'GET',
      path: '/api/services',
      status: 200,
      ip: '127.0.0.1',
      userId: 1,
      msg: 'request',
    });
    expect(server.output()).not.toContain('203.0.113.9');
  });

  it('refuses bodies it does not take, announced or chunked, with a clear error', async () => {
    const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const overOneMegabyte = Buffer.alloc(1_100_000, ' ');
    const announced = await send(
      server,
      'POST',
      '/api/faqs',
      { ...json, 'content-length': String(overOneMegabyte.length) },
      [overOneMegabyte],
    );
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.body).message).toBe('Request body is too large (at most 1 MB)');
    // Without a length, in chunks: read whole by the server, then held to the same limit.
    const chunked = await send(server, 'POST', '/api/faqs', json, [
      overOneMegabyte.subarray(0, 600_000),
      overOneMegabyte.subarray(600_000),
    ]);
    expect(chunked.status).toBe(413);
    const malformed = await send(server, 'POST', '/api/faqs', json, ['{"question":', ' "unfinished']);
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body).message).toBe('Malformed JSON in request body');
    const notJson = await send(server, 'POST', '/api/faqs', { authorization: `Bearer ${token}` }, ['hello']);
    expect(notJson.status).toBe(415);
    expect(JSON.parse(notJson.body).message).toBe('Send the request body as application/json');
    // Nothing of these was stored.
    const stored = await send(server, 'GET', '/api/faqs?q=unfinished', { authorization: `Bearer ${token}` });
    expect(JSON.parse(stored.body).total).toBe(0);
  });

  it('answers what it cannot read in JSON with the same headers: a dot segment, two lengths, huge headers', async () => {
    const { hostname, port } = new URL(server.url);
    const raw = (request: string) => answerToRawRequest({ host: hostname, port }, request);
    // Written as sent: a URL parser would resolve the escaped dots before the server saw them.
    const dotted = await raw(
      `GET /api/%2e%2e/health HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`,
    );
    expect(dotted).toMatch(/^HTTP\/1\.1 400 /);
    expect(dotted.toLowerCase()).toMatch(/x-request-id: [\w-]{8,}/);
    const twoLengths = await raw(
      `POST /api/faqs HTTP/1.1\r\nHost: ${hostname}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nxx`,
    );
    expect(twoLengths).toMatch(/^HTTP\/1\.1 400 /);
    const hugeHeaders = await raw(
      `GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
    );
    expect(hugeHeaders).toMatch(/^HTTP\/1\.1 431 /);
    for (const answer of [dotted, twoLengths, hugeHeaders]) {
      expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(answer).toContain('"success":false');
    }
    // What Node's parser could not read is logged under the id its answer names.
    for (const [answer, status] of [
      [twoLengths, 400],
      [hugeHeaders, 431],
    ] as const) {
      const requestId = /x-request-id: ([\w-]{8,})/i.exec(answer)?.[1];
      expect(requestId, answer).toBeDefined();
      await expect
        .poll(
          () =>
            server
              .output()
              .split('\n')
              .find((line) => line.includes(requestId!)) ?? '',
        )
        .toMatch(new RegExp(`"status":${status}.*"request could not be read"`));
    }
    expect((await send(server, 'GET', '/api/health')).status).toBe(200);
  });

  it('answers the requests sent before an unreadable one on the same connection, then refuses it', async () => {
    const { hostname, port } = new URL(server.url);
    const question = `Pipelined ${randomBytes(4).toString('hex')}?`;
    const body = JSON.stringify({ question, answer: 'Sent before the junk.' });
    const answer = await answerToRawRequest(
      { host: hostname, port },
      `GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\n\r\n` +
        `POST /api/faqs HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}` +
        'NOT HTTP AT ALL\r\n\r\n',
    );
    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
    expect(statuses, answer).toEqual([200, 201, 400]);
    const stored = await send(server, 'GET', `/api/faqs?q=${encodeURIComponent(`"${question}"`)}`, {
      authorization: `Bearer ${token}`,
    });
    expect(JSON.parse(stored.body).total).toBe(1);
  });

  it('holds the sign-in limit to the socket address, however the client names itself', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const attempts: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const answer = await send(
        server,
        'POST',
        '/api/auth/login',
        { 'content-type': 'application/json', 'x-socket-remote-address': `198.51.100.${attempt}` },
        [JSON.stringify({ email, password: 'not-the-password-1' })],
      );
      attempts.push(answer.status);
    }
    expect(attempts.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(attempts[8]).toBe(429);
  });

  it('a write empties the page cache: the next visitor sees it', async () => {
    await send(server, 'GET', '/services');
    const cached = await send(server, 'GET', '/services');
    expect(cached.headers['x-cache']).toBe('HIT');
    const list = JSON.parse(
      (await send(server, 'GET', '/api/services?pageSize=1', { authorization: `Bearer ${token}` })).body,
    ) as { data: Array<{ id: number; title: string }> };
    const service = list.data[0];
    const title = `${service.title} ${randomBytes(3).toString('hex')}`;
    const saved = await send(
      server,
      'PATCH',
      `/api/services/${service.id}`,
      { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      [JSON.stringify({ title })],
    );
    expect(saved.status).toBe(200);
    const after = await send(server, 'GET', '/services');
    expect(after.body).toContain(title);
  });

  it('serves its OpenAPI document', async () => {
    const answer = await send(server, 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    const document = JSON.parse(answer.body) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/services', '/api/health']));
  });

  it('finishes a request in flight when it is told to stop, then exits', async () => {
    const question = `Asked during shutdown ${randomBytes(3).toString('hex')}?`;
    const body = JSON.stringify({ question, answer: '<p>Answered before the process ended.</p>' });
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
    const answer = await send(
      server,
      'POST',
      '/api/faqs',
      {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      [body.slice(0, 20), body.slice(20)],
      () => server.process.kill('SIGTERM'),
    );
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).data.question).toBe(question);
    expect(await exited).toBe(0);
  });
});
