import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiRequestListener } from '../../scripts/api-requests.ts';
import { SERVER_ANSWER_HEADERS } from '../../scripts/security-headers.mjs';
import type { ApiFetch } from '../../src/server/handshake/page-server-handshake.ts';

/**
 * The site's headers on the API's answers: the server writes them into the answer's own header block
 * (`scripts/api-requests.ts`), under the API's headers, whatever case the API names a header in and
 * however the answer is written. Over real HTTP on loopback, with a stand-in for the app's API.
 */

const globalClasses = { Request: globalThis.Request, Response: globalThis.Response };
let server: Server;
let url: string;

/** The stand-in API: each path answers one way. */
const answers: Record<string, () => Response> = {
  // Headers named as a plain object in capitals: the lightweight Response keeps them as given.
  '/api/own-policy': () =>
    new Response('{"ok":true}', {
      headers: {
        'Content-Security-Policy': "default-src 'none'",
        'X-Frame-Options': 'SAMEORIGIN',
        'Content-Type': 'application/json',
      },
    }),
  '/api/headers-object': () =>
    new Response('{"ok":true}', {
      headers: new Headers({ 'content-type': 'application/json', 'referrer-policy': 'no-referrer' }),
    }),
  // No body and no header: written with a status alone.
  '/api/nothing': () => new Response(null, { status: 204 }),
};

beforeAll(async () => {
  const api: ApiFetch = async (request) => answers[new URL(request.url).pathname]!();
  const listener = createApiRequestListener({ installed: () => api, whenInstalled: async () => api });
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // @hono/node-server puts its own Request and Response in place of the global ones.
  Object.assign(globalThis, globalClasses);
  await new Promise((resolve) => server.close(resolve));
});

/**
 * The answer's headers by name. A name sent twice reads as both values joined with ", " (as fetch
 * joins them), so a value that equals the expected one was sent once.
 */
async function headersOf(path: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}${path}`);
  await response.arrayBuffer();
  return Object.fromEntries(response.headers);
}

describe("the site's headers on an API answer", () => {
  it('lets the API’s own header win, named in any case, and sends each name once', async () => {
    const headers = await headersOf('/api/own-policy');
    expect(headers['content-security-policy']).toBe("default-src 'none'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toBe(SERVER_ANSWER_HEADERS['permissions-policy']);
  });

  it('adds every one the API does not set, to an answer with a header object or with none', async () => {
    const site = Object.keys(SERVER_ANSWER_HEADERS);
    const withObject = await headersOf('/api/headers-object');
    expect(withObject['referrer-policy']).toBe('no-referrer');
    for (const name of site.filter((one) => one !== 'referrer-policy')) {
      expect(withObject[name], name).toBe(SERVER_ANSWER_HEADERS[name]);
    }
    const bare = await headersOf('/api/nothing');
    for (const name of site) expect(bare[name], name).toBe(SERVER_ANSWER_HEADERS[name]);
  });
});
