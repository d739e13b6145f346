import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiRequestListener } from '../../scripts/api-requests.ts';
import { createPageServer } from '../../scripts/page-server.ts';
import { admitInArrivalOrder } from '../../scripts/request-admission.ts';
import { createSiteRequestListener } from '../../scripts/site-requests.ts';
import {
  type ApiFetch,
  installApiFetch,
  installedApiFetch,
  whenApiFetchInstalled,
} from '../../src/server/handshake/page-server-handshake.ts';

/**
 * The production server listens while the app is still starting (opening and seeding its database),
 * and the app installs its API only at the end of that. An API request that comes in between waits
 * for the app's API; before, it went to Next's route handler, which loaded a second copy of the whole
 * API into memory for the life of the process (measured: 20 MB). Over real HTTP on loopback, with
 * the server's own listeners, the handshake the app uses, and a stand-in for Next.
 */

const API_FETCH = Symbol.for('securecam.api-fetch');
const globalClasses = { Request: globalThis.Request, Response: globalThis.Response };
const servers: Server[] = [];
const handledByNext: string[] = [];

async function next(request: IncomingMessage, response: ServerResponse) {
  handledByNext.push(request.url ?? '/');
  response.setHeader('content-type', 'application/json');
  response.end('{"from":"next"}');
}

/** The site's request listener on a loopback port, its API listener made with `options`. */
async function listen(options: Parameters<typeof createApiRequestListener>[0]): Promise<string> {
  const server = createServer(
    createSiteRequestListener({
      handle: next,
      pages: createPageServer({ handle: next }),
      serveStatic: async () => false,
      admit: admitInArrivalOrder(),
      serveApi: createApiRequestListener(options),
      log: () => {},
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  Reflect.deleteProperty(globalThis, API_FETCH);
});

afterAll(async () => {
  Reflect.deleteProperty(globalThis, API_FETCH);
  // @hono/node-server puts its own Request and Response in place of the global ones.
  Object.assign(globalThis, globalClasses);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('an API request that comes while the app is starting', () => {
  it('waits for the app’s API and is answered by it, never by Next', async () => {
    const url = await listen({});
    const sent = fetch(`${url}/api/health?early=1`, { method: 'POST', body: '{"ping":true}' });
    let answered = false;
    void sent.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);

    const api: ApiFetch = async (request) =>
      Response.json({
        from: 'api',
        path: new URL(request.url).pathname,
        body: request.method === 'POST' ? await request.json() : null,
      });
    installApiFetch(api);
    const response = await sent;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ from: 'api', path: '/api/health', body: { ping: true } });
    expect(handledByNext).toEqual([]);

    // Installed: the next one is answered at once, and waiting for it resolves at once.
    expect(installedApiFetch()).toBe(api);
    await expect(whenApiFetchInstalled()).resolves.toBe(api);
    const again = await fetch(`${url}/api/health`);
    expect(await again.json()).toMatchObject({ from: 'api' });
    expect(handledByNext).toEqual([]);
  });

  it('is answered 503 with a time to retry when the app has not started within the wait', async () => {
    const url = await listen({
      installed: () => undefined,
      whenInstalled: () => new Promise(() => {}),
      startWaitMs: 200,
    });
    const started = Date.now();
    const response = await fetch(`${url}/api/services`, { headers: { 'x-request-id': 'abc' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The site is still starting. Try again in a moment.',
    });
    expect(handledByNext).toEqual([]);
  });
});
