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

const logged: Array<{ level: string; entry: Record<string, unknown> }> = [];

/** The site's request listener on a loopback port, its API listener made with `options`. */
async function listen(options: Parameters<typeof createApiRequestListener>[0]) {
  const apiRequests = createApiRequestListener(options);
  const server = createServer(
    createSiteRequestListener({
      handle: next,
      pages: createPageServer({ handle: next }),
      serveStatic: async () => false,
      admit: admitInArrivalOrder(),
      serveApi: apiRequests,
      log: (entry, level = 'error') => logged.push({ level, entry }),
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiRequests };
}

/** An app that starts when the test says so, and counts the calls its API answered. */
function appStartedByHand() {
  let start: (api: ApiFetch) => void = () => {};
  let api: ApiFetch | undefined;
  const started = new Promise<ApiFetch>((resolve) => {
    start = (fetch) => {
      api = fetch;
      resolve(fetch);
    };
  });
  const calls: string[] = [];
  return {
    calls,
    start: () =>
      start(async (request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return Response.json({ success: true }, { status: 201 });
      }),
    options: { installed: () => api, whenInstalled: () => started },
  };
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
    const { url } = await listen({});
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
    const { url } = await listen({
      installed: () => undefined,
      whenInstalled: () => new Promise(() => {}),
      startWaitMs: 200,
    });
    logged.length = 0;
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
    // Anyone may call while the app starts: logged as a warning, not as a server error.
    expect(logged).toEqual([
      {
        level: 'warn',
        entry: expect.objectContaining({ status: 503, msg: 'answered before the app was ready' }),
      },
    ]);
  });

  it('is answered 503 at once when the server is told to stop meanwhile', async () => {
    const app = appStartedByHand();
    const { url, apiRequests } = await listen({ ...app.options, startWaitMs: 30_000 });
    const sent = fetch(`${url}/api/inquiries`, { method: 'POST', body: '{}' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = Date.now();
    apiRequests.stopWaiting();
    const response = await sent;
    expect(Date.now() - stopped).toBeLessThan(1_000);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      success: false,
      message: 'The site is stopping. Try again in a moment.',
    });
    app.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.calls).toEqual([]);
  });

  it('is never carried out when its client has gone before the app started', async () => {
    const app = appStartedByHand();
    const { url } = await listen({ ...app.options, startWaitMs: 30_000 });
    const controller = new AbortController();
    const sent = fetch(`${url}/api/inquiries`, {
      method: 'POST',
      body: '{"name":"A visitor who gave up"}',
      signal: controller.signal,
    }).catch((error: Error) => error.name);
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    expect(await sent).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 100));
    app.start();
    const after = await fetch(`${url}/api/inquiries`, { method: 'POST', body: '{}' });
    expect(after.status).toBe(201);
    // Only the request made once the app had started reached it.
    expect(app.calls).toEqual(['POST /api/inquiries']);
  });
});
